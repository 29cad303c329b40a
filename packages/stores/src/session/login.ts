import { admin, errorCodes, successMessages } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { forgetOnLogout } from '../data/logout-reset.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { isRefusal } from '../feedback/failures.js';
import { successText } from '../feedback/success-text.js';
import { messages, twoStepLogin } from '../messages/index.js';
import { type LoginValues, validateLogin } from './login-rules.js';
import { setSession } from './session.js';

/**
 * The sign-in page asks for a code too (issue 30): the password was right and the operator has
 * two-step sign-in. Only then; the spec's page is otherwise unchanged.
 */
export const $codeStep = atom(false);

/** The sign-in form's values: the spec's two, and the code of the code step. */
type LoginCodeValues = LoginValues & { code?: string };
forgetOnLogout(() => $codeStep.set(false));

const signIn = createAction({
  run: async ({ username, password, code = '' }: LoginCodeValues) => {
    const answer = await api.call(admin.login, {
      body: {
        username: username.trim(),
        password,
        ...($codeStep.get() && { code: code.trim() }),
      },
    });
    setSession(answer.data.token, answer.data.adminInfo);
    $codeStep.set(false);
    return answer.message;
  },
  success: (message) => successText(message, successMessages.login, messages.successes.login),
  failure: (error) => {
    if (isRefusal(error, { code: errorCodes.codeRequired, message: '' })) $codeStep.set(true);
    else showErrorDialog(messages.login.loginFailed, error);
  },
});

/**
 * The sign-in form. Invalid values make no call and show under the fields; its busy flag
 * disables Sign In. On success the session is stored (the router then leaves /login) and the
 * server's message is toasted; on failure the "Login Failed" dialog shows the server's text and
 * the form keeps its values. An operator with two-step sign-in is then asked for their code
 * (or a recovery code), sent with the same username and password.
 */
export const loginForm = createFormStore<LoginCodeValues>({
  initial: () => ({ username: '', password: '', code: '' }),
  validate: (values) => ({
    ...validateLogin(values),
    ...($codeStep.get() && !values.code?.trim() && { code: twoStepLogin.codeRequired }),
  }),
  submit: signIn.run,
  inline: true,
});
