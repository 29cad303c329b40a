import { messages } from '@satchel/stores';
import { useMay } from '../../../components/permissions/useMay.js';
import { ScreenHeader } from '../../../components/screen-header/ScreenHeader.js';
import { InviteForm } from './InviteForm.js';
import { OperatorsTable } from './OperatorsTable.js';
import { RoleFormDialog } from './RoleFormDialog.js';
import { RolesTable } from './RolesTable.js';
import { SessionsDialog } from './SessionsDialog.js';
import './TeamSection.css';

/**
 * The Team (issue 30): every operator with their role, status and open sessions, and every role
 * with what it holds; an operator who may change the team invites, gives roles, disables, ends
 * sessions, and makes, edits and deletes custom roles.
 */
export function TeamSection() {
  const may = useMay();
  const mayChange = may('team:write');
  return (
    <section className="team-section" aria-labelledby="team-title">
      <ScreenHeader id="team-title" title={messages.team.title} />
      {mayChange ? <InviteForm /> : null}
      <OperatorsTable mayChange={mayChange} />
      <SessionsDialog mayEnd={mayChange} />
      <RolesTable mayChange={mayChange} />
      {mayChange ? <RoleFormDialog /> : null}
    </section>
  );
}
