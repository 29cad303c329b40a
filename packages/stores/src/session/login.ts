import { admin } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { type LoginValues, validateLogin } from './login-rules.js';
import { login as texts } from './messages.js';
import { setSession } from './session.js';

const signIn = createAction({
  run: async (values: LoginValues) => {
    const answer = await api.call(admin.login, {
      body: { username: values.username.trim(), password: values.password },
    });
    setSession(answer.data.token, answer.data.adminInfo);
    return answer.message;
  },
  success: (message) => message,
  failure: texts.loginFailed,
});

/**
 * The sign-in form. Invalid values make no call and show under the fields; its busy flag
 * disables Sign In. On success the session is stored (the router then leaves /login) and the
 * server's message is toasted; on failure the "Login Failed" dialog shows the server's text and
 * the form keeps its values.
 */
export const loginForm = createFormStore<LoginValues>({
  initial: () => ({ username: '', password: '' }),
  validate: validateLogin,
  submit: signIn.run,
  inline: true,
});
