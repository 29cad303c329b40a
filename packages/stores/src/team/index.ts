// The Team section's stores (issue 30), as `@satchel/stores` exports them under `team`.
export { $invitation, invitationForm } from './invitation.js';
export { changeOperatorRole, setOperatorDisabled } from './operator-changes.js';
export {
  $operatorSessions,
  $sessionsOf,
  closeSessions,
  endOperatorSession,
  showSessions,
} from './operator-sessions.js';
export {
  openEditRole,
  openNewRole,
  permissionsOf,
  type RoleForm,
  type RoleFormValues,
  requestRoleDeletion,
  roleForm,
  setPermission,
  setResource,
} from './role-form.js';
export { setPasswordForm } from './set-password.js';
export { $operators, $operatorsLoading, $roles, reloadTeam } from './team-members.js';
