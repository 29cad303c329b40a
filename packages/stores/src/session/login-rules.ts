import { messages } from '../messages/index.js';

export interface LoginValues {
  username: string;
  password: string;
}

/** Field errors of the sign-in form; a field without an error is absent. */
export type LoginErrors = { username?: string; password?: string };

/** The minimum password length (spec part 1 §9). */
export const minPasswordLength = 6;

/** The sign-in rules of spec part 1 §5, checked on submit. */
export function validateLogin({ username, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (username.trim() === '') errors.username = messages.login.usernameRequired;
  if (password.trim() === '') errors.password = messages.login.passwordRequired;
  else if (password.length < minPasswordLength) errors.password = messages.login.passwordTooShort;
  return errors;
}
