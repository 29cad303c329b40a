import { actions, type Permission, type Resource, resources } from '@satchel/api';
import { messages, team } from '@satchel/stores';
import { useId } from 'react';

const texts = messages.team.roleEditor;

/** A native checkbox: small, labelled by its name, and partly checked where its row is. */
function Checkbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  readonly label: string;
  readonly checked: boolean;
  readonly indeterminate?: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      // `indeterminate` is a property only: no attribute sets it.
      ref={(element) => {
        if (element) element.indeterminate = indeterminate;
      }}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

/** One resource's row: All, then a box per action it offers (none where it offers none). */
function ResourceRow({
  resource,
  held,
}: {
  readonly resource: Resource;
  readonly held: ReadonlySet<Permission>;
}) {
  const name = texts.resources[resource];
  const own = team.permissionsOf(resource);
  const count = own.filter((permission) => held.has(permission)).length;
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <Checkbox
          label={texts.allOf(name)}
          checked={count === own.length}
          indeterminate={count > 0 && count < own.length}
          onChange={(checked) => team.setResource(resource, checked)}
        />
      </td>
      {actions.map((action) => {
        const permission = `${resource}:${action}` as Permission;
        return (
          <td key={action}>
            {own.includes(permission) ? (
              <Checkbox
                label={texts.permissionOf(texts.actions[action], name)}
                checked={held.has(permission)}
                onChange={(checked) => team.setPermission(permission, checked)}
              />
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * The permissions of a role as a grid (issue 30): a row per resource with a box for each action
 * it offers and one for all of them, and the form's message under it.
 */
export function PermissionGrid({
  permissions,
  error,
}: {
  readonly permissions: readonly Permission[];
  readonly error: string | undefined;
}) {
  const errorId = useId();
  const held = new Set(permissions);
  return (
    <fieldset
      className="permission-grid"
      aria-invalid={error ? 'true' : 'false'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{texts.fields.permissions}</legend>
      <table>
        <thead>
          <tr>
            <th scope="col">{texts.fields.resource}</th>
            <th scope="col">{texts.fields.all}</th>
            {actions.map((action) => (
              <th scope="col" key={action}>
                {texts.actions[action]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {resources.map((resource) => (
            <ResourceRow key={resource} resource={resource} held={held} />
          ))}
        </tbody>
      </table>
      {error ? (
        <p id={errorId} className="permission-grid__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
