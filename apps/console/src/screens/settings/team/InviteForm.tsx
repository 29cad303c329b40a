import { useStore } from '@nanostores/react';
import { messages, team } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { FormEvent } from 'react';
import { SelectField } from '../../../components/form/SelectField.js';
import { TextField } from '../../../components/form/TextField.js';
import { useFormStore } from '../../../components/form/useFormStore.js';

const texts = messages.team;

/** Invite an operator: a username and a role; then the one-time link to send them, to copy. */
export function InviteForm() {
  const form = useFormStore(team.invitationForm);
  const roles = useStore(team.$roles);
  const invitation = useStore(team.$invitation);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void team.invitationForm.submit();
  };
  return (
    <form className="team-invite" noValidate onSubmit={submit} aria-labelledby="team-invite-title">
      <h3 id="team-invite-title">{texts.inviteTitle}</h3>
      <div className="team-invite__fields">
        <TextField label={texts.fields.username} type="text" {...form.field('username')} />
        <SelectField
          label={texts.fields.role}
          options={roles.map((role) => ({ value: role.id, label: role.name }))}
          {...form.field('roleId')}
        />
        <SlButton type="submit" variant="primary" disabled={form.busy} loading={form.busy}>
          {texts.invite}
        </SlButton>
      </div>
      {invitation ? (
        <p className="team-invite__link" role="status">
          {texts.inviteLink(invitation.username)}{' '}
          <output aria-label={texts.inviteLinkLabel}>{invitation.link}</output>{' '}
          <SlButton
            size="small"
            onClick={() => void navigator.clipboard?.writeText(invitation.link)}
          >
            {texts.copyLink}
          </SlButton>
        </p>
      ) : null}
    </form>
  );
}
