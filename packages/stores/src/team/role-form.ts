import {
  type Action,
  ApiError,
  errorCodes,
  isPermission,
  type Permission,
  type Resource,
  resourceActions,
  resourceOf,
  roles,
  withImpliedReads,
} from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { showDialog, showErrorDialog } from '../feedback/dialog.js';
import { refusalText } from '../feedback/failures.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';
import { reloadTeam } from './team-members.js';

/** What the role form is open for: a new custom role, or editing `role`. */
export type RoleForm =
  | { readonly mode: 'create' }
  | { readonly mode: 'edit'; readonly role: roles.Role };

export interface RoleFormValues {
  readonly name: string;
  readonly permissions: readonly Permission[];
}

/** The permissions of `resource`, each of an action the resource offers. */
export const permissionsOf = (resource: Resource): readonly Permission[] =>
  resourceActions[resource].map((action: Action) => `${resource}:${action}` as Permission);

/**
 * The role form (issue 30): a custom role's name and its permissions, a grid of resources by the
 * actions each offers. A name missing, or no permission at all, is said under its field before
 * anything is sent (the field takes no more than a name's length); a name another role has, as
 * the server answers.
 */
export const roleForm = createFormStore<RoleFormValues, RoleForm>({
  initial: (form) =>
    form?.mode === 'edit'
      ? { name: form.role.name, permissions: form.role.permissions.filter(isPermission) }
      : { name: '', permissions: [] },
  validate: ({ name, permissions }) => ({
    ...(name.trim() === '' && { name: messages.team.roleEditor.nameRequired }),
    ...(permissions.length === 0 && { permissions: messages.team.roleEditor.permissionsRequired }),
  }),
  submit: async ({ name, permissions }, form) => {
    const body = { name: name.trim(), permissions: [...permissions] };
    try {
      if (form?.mode === 'edit') {
        await api.call(roles.update, { params: { id: form.role.id }, body });
        showToast('success', messages.successes.roleSaved);
      } else {
        await api.call(roles.create, { body });
        showToast('success', messages.successes.roleCreated);
      }
      await reloadTeam();
      return true;
    } catch (error) {
      // A name taken: under the name. Anything else (too many roles, a built-in one) in a dialog.
      if (error instanceof ApiError && error.code === errorCodes.roleDuplicateName) {
        return { name: refusalText(error, { [errorCodes.roleDuplicateName]: [body.name] }) };
      }
      if (!(error instanceof ApiError && error.status === 401)) {
        showErrorDialog(messages.team.roleEditor.saveFailed, error, {
          [errorCodes.rolesFull]: [roles.MAX_ROLES],
        });
      }
      return false;
    }
  },
});

export const openNewRole = (): void => roleForm.open({ mode: 'create' });
export const openEditRole = (role: roles.Role): void => roleForm.open({ mode: 'edit', role });

/** Gives the role `permission`, or takes it away. */
export function setPermission(permission: Permission, held: boolean): void {
  setPermissions([permission], held);
}

/** Gives the role every permission of `resource` (the grid's All), or takes them all away. */
export function setResource(resource: Resource, held: boolean): void {
  setPermissions(permissionsOf(resource), held);
}

/**
 * Gives or takes `changed`. An action brings its resource's read with it, and taking a read away
 * takes the resource's every action (withImpliedReads: seeing is part of every action).
 */
function setPermissions(changed: readonly Permission[], held: boolean): void {
  const { values } = roleForm.$form.get();
  const gone = held
    ? []
    : changed.flatMap((permission) =>
        permission.endsWith(':read') ? permissionsOf(resourceOf(permission)) : [permission],
      );
  const permissions = held
    ? withImpliedReads([...values.permissions, ...changed])
    : values.permissions.filter((permission) => !gone.includes(permission));
  roleForm.update({ ...values, permissions }, ['permissions']);
}

const deletion = createAction({
  run: async (role: roles.Role) => {
    await api.call(roles.remove, { params: { id: role.id } });
    await reloadTeam();
  },
  success: () => messages.successes.roleDeleted,
  get failure() {
    return messages.team.roleEditor.deleteFailed;
  },
});

/**
 * Deletes a custom role once confirmed. One operators hold is not offered for deletion: the
 * operator is told to give them another role first (the server refuses it too).
 */
export function requestRoleDeletion(role: roles.Role): void {
  if (role.operators > 0) {
    showDialog({
      type: 'warning',
      title: messages.team.roleEditor.heldTitle,
      message: messages.team.roleEditor.held(role.name, role.operators),
    });
    return;
  }
  showDialog({
    type: 'confirm',
    title: messages.team.roleEditor.deleteTitle,
    message: messages.team.roleEditor.deleteQuestion(role.name),
    onConfirm: () => void deletion.run(role),
  });
}
