import { roles, team } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import { reloadTeam } from './team-members.js';

/** Gives an operator another role; the table shows the server's answer. */
export const changeOperatorRole = createAction({
  run: async (operatorId: string, roleId: string) => {
    await api.call(roles.assign, { params: { id: operatorId }, body: { roleId } });
    await reloadTeam();
  },
  success: () => messages.successes.roleChanged,
  failure: (error) => {
    // The choice goes back to the role the server has.
    void reloadTeam();
    showErrorDialog(messages.team.roleChangeFailed, error);
  },
});

/** Disables an operator (their sessions end) or enables them again. */
export const setOperatorDisabled = createAction({
  run: async (operatorId: string, disabled: boolean) => {
    await api.call(team.setDisabled, { params: { id: operatorId }, body: { disabled } });
    await reloadTeam();
  },
  success: (_, _operatorId, disabled) => messages.successes.operatorStatus(disabled),
  get failure() {
    return messages.team.statusChangeFailed;
  },
});
