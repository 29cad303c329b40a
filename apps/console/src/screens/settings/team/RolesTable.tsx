import { useStore } from '@nanostores/react';
import {
  allPermissions,
  type Permission,
  resourceActions,
  resources,
  type roles,
} from '@satchel/api';
import { messages, team } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';

const texts = messages.team.roleEditor;

/** What a role holds, in words: each resource with the actions it may take there. */
function holdings(permissions: readonly string[]): string {
  const held = new Set(permissions);
  if (allPermissions.every((permission) => held.has(permission))) return texts.everything;
  const parts = resources.flatMap((resource) => {
    const taken = resourceActions[resource].filter((action) =>
      held.has(`${resource}:${action}` as Permission),
    );
    if (taken.length === 0) return [];
    const words = taken.map((action) => texts.actions[action]).join(', ');
    return [`${texts.resources[resource]}: ${words}`];
  });
  return parts.length === 0 ? texts.nothing : parts.join('; ');
}

function RoleRow({ role, mayChange }: { readonly role: roles.Role; readonly mayChange: boolean }) {
  return (
    <tr>
      <th scope="row">{role.name}</th>
      <td>{role.builtIn ? texts.builtIn : texts.custom}</td>
      <td className="roles-table__holds">{holdings(role.permissions)}</td>
      <td>{texts.operators(role.operators)}</td>
      <td className="team-table__actions">
        {mayChange && !role.builtIn ? (
          <>
            <SlButton size="small" onClick={() => team.openEditRole(role)}>
              {texts.edit}
            </SlButton>
            <SlButton
              size="small"
              variant="danger"
              outline
              onClick={() => team.requestRoleDeletion(role)}
            >
              {texts.delete}
            </SlButton>
          </>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * Every role (issue 30): the built-in ones, read-only, then the custom ones, each with what it
 * holds and how many operators hold it; one who may change the team edits and deletes the custom
 * ones and makes new ones.
 */
export function RolesTable({ mayChange }: { readonly mayChange: boolean }) {
  const roleList = useStore(team.$roles);
  return (
    <section className="team-roles" aria-labelledby="team-roles-title">
      <div className="team-roles__header">
        <h3 id="team-roles-title">{messages.team.roles}</h3>
        {mayChange ? (
          <SlButton variant="primary" size="small" onClick={team.openNewRole}>
            {texts.newRole}
          </SlButton>
        ) : null}
      </div>
      <table className="team-table">
        <caption className="visually-hidden">{messages.team.roles}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.fields.name}</th>
            <th scope="col">{texts.fields.kind}</th>
            <th scope="col">{texts.fields.holds}</th>
            <th scope="col">{texts.fields.operators}</th>
            <th scope="col">{texts.fields.actions}</th>
          </tr>
        </thead>
        <tbody>
          {roleList.map((role) => (
            <RoleRow key={role.id} role={role} mayChange={mayChange} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
