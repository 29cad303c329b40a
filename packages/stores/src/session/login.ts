import { admin } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { type LoginErrors, type LoginValues, validateLogin } from './login-rules.js';
import { login as texts } from './messages.js';
import { setSession } from './session.js';

export interface LoginResult {
  ok: boolean;
  /** Field errors to show under the fields; empty once the form was valid. */
  errors: LoginErrors;
}

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

/** True while the sign-in call is under way (the Sign In button is disabled). */
export const $loginSubmitting = signIn.$busy;

/**
 * Signs in. Invalid values make no call and come back as field errors. On success the session
 * is stored (the router then leaves /login) and the server's message is toasted; on failure the
 * "Login Failed" dialog shows the server's text and the form keeps its values.
 */
export async function login(values: LoginValues): Promise<LoginResult> {
  const errors = validateLogin(values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if ($loginSubmitting.get()) return { ok: false, errors: {} };
  return { ok: await signIn.run(values), errors: {} };
}
