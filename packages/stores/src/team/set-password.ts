import { openPage } from '@nanostores/router';
import { team } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { showDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import { $router } from '../navigation/router.js';

/** The link's token: what follows the # of the set-password page's address. */
const linkToken = (): string => location.hash.slice(1);

const setPassword = createAction({
  run: (token: string, password: string) =>
    api.call(team.setPassword, { body: { token, password } }),
  success: () => messages.successes.passwordSet,
  get failure() {
    return messages.team.setPassword.failed;
  },
});

/**
 * The set-password page's form (an invited operator's one-time link): the password twice. Set,
 * the link is spent and the sign-in page follows, where the operator signs in with it.
 */
export const setPasswordForm = createFormStore<{ password: string; confirm: string }>({
  initial: () => ({ password: '', confirm: '' }),
  validate: ({ password, confirm }) => ({
    ...(password.length < team.MIN_PASSWORD_LENGTH && {
      password: messages.team.setPassword.tooShort(team.MIN_PASSWORD_LENGTH),
    }),
    ...(confirm !== password && { confirm: messages.team.setPassword.mismatch }),
  }),
  submit: async ({ password }) => {
    const token = linkToken();
    if (token === '') {
      showDialog({
        type: 'error',
        title: messages.team.setPassword.failed,
        message: messages.team.setPassword.noLink,
      });
      return false;
    }
    if (!(await setPassword.run(token, password))) return false;
    openPage($router, 'login');
    return true;
  },
  inline: true,
});
