import { signInRules } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';

const roleSwitches = createResource({
  key: atom<'roles' | null>('roles'),
  fetch: async () => (await api.call(signInRules.list)).data,
  onError: (error) => showErrorDialog(messages.team.loadFailed, error),
});

/** Every role, and whether its operators must use two-step sign-in. */
export const $roleSwitches = computed(roleSwitches.$state, (state) => state.data ?? []);

/** An Administrator's switch: a role's operators must use two-step sign-in, or need not. */
export const setTwoStepRequired = createAction({
  run: async (roleId: string, twoStepRequired: boolean) => {
    const answer = await api.call(signInRules.setTwoStepRequired, {
      params: { id: roleId },
      body: { twoStepRequired },
    });
    await roleSwitches.reload();
    return answer.data;
  },
  success: (role) => messages.successes.twoStepRule(role.name, role.twoStepRequired),
  failure: (error) => {
    // The switch goes back to what the server has.
    void roleSwitches.reload();
    showErrorDialog(messages.account.rules.failed, error);
  },
});
