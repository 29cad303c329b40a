import { type Static, Type } from 'typebox';
import { languages, themeChoices } from '../domain/preferences.js';
import { defineCall, SIGNED_IN } from './call.js';
import { Id, MessageBody, optionalFields } from './common.js';

/** A role as an operator's answers name it. */
export const RoleInfo = Type.Object({ id: Id, name: Type.String() });
export type RoleInfo = Static<typeof RoleInfo>;

/**
 * The signed-in operator. `role` and `permissions` (`resource:action`, issue 30) tell the console
 * what to show; the marketplace's backend sends neither, and an operator without them may do
 * everything, as the specification's one role.
 */
export const AdminInfo = Type.Object({
  id: Id,
  username: Type.String(),
  role: Type.Optional(RoleInfo),
  permissions: Type.Optional(Type.Array(Type.String(), { maxItems: 200 })),
  /**
   * Their role requires two-step sign-in and they have not set it up (issue 30): until they do,
   * only the calls that set it up are theirs (`beforeTwoStep`).
   */
  twoStepSetupRequired: Type.Optional(Type.Boolean()),
});
export type AdminInfo = Static<typeof AdminInfo>;

export const LoginBody = Type.Object({
  username: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 1000 }),
  /**
   * For an operator with two-step sign-in (issue 30): the authenticator's six digits, or one of
   * their recovery codes. Without it, such an operator's right password is answered 401 with
   * `auth.code_required`.
   */
  code: Type.Optional(Type.String({ maxLength: 40 })),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginAnswer = Type.Object({
  message: Type.String(),
  data: Type.Object({ token: Type.String(), adminInfo: AdminInfo }),
});
export type LoginAnswer = Static<typeof LoginAnswer>;

export const login = defineCall({
  method: 'POST',
  path: '/admin/login',
  summary: 'Sign in with a username and password',
  description:
    'An operator with two-step sign-in sends `code` too: without it a right password is ' +
    'answered 401 `auth.code_required`; a wrong or used code is 401 `auth.code_invalid` and ' +
    'counts as a failed sign-in.',
  tags: ['admin'],
  auth: false,
  body: LoginBody,
  response: { 200: LoginAnswer },
});

export const logout = defineCall({
  method: 'POST',
  path: '/admin/logout',
  summary: "Revoke the caller's token",
  tags: ['admin'],
  auth: true,
  permission: SIGNED_IN,
  beforeTwoStep: true,
  response: { 200: MessageBody },
});

/**
 * Who the token belongs to. Not a call of the marketplace's backend: the console uses it to check
 * a kept session at start and, where a backend lacks it (404), keeps the session as it is.
 */
export const me = defineCall({
  method: 'GET',
  path: '/admin/me',
  summary: 'The administrator the token belongs to',
  tags: ['admin'],
  auth: true,
  permission: SIGNED_IN,
  beforeTwoStep: true,
  response: { 200: Type.Object({ data: Type.Object({ adminInfo: AdminInfo }) }) },
});

/**
 * The operator's own settings of the console, kept on the server so they follow the operator
 * from browser to browser. Not a call of the marketplace's backend: where it is missing (404),
 * the console keeps the spec's behaviour.
 */
const preferenceFields = {
  /** Previous and Next load their page at once, instead of waiting for Apply Changes. */
  loadPagesAtOnce: Type.Boolean(),
  /** Light or dark, or `system`: whatever the operator's system prefers. */
  theme: Type.Enum(themeChoices),
  /** The console's language; kept for the operator, not yet applied. */
  language: Type.Enum(languages),
};
export const Preferences = Type.Object(preferenceFields);
export type Preferences = Static<typeof Preferences>;

export const preferences = defineCall({
  method: 'GET',
  path: '/admin/preferences',
  summary: "The caller's preferences",
  tags: ['admin'],
  auth: true,
  permission: SIGNED_IN,
  response: { 200: Type.Object({ data: Preferences }) },
});

export const updatePreferences = defineCall({
  method: 'PATCH',
  path: '/admin/preferences',
  summary: "Changes the caller's preferences: only those sent",
  tags: ['admin'],
  auth: true,
  permission: SIGNED_IN,
  body: Type.Object(optionalFields(preferenceFields), { minProperties: 1 }),
  response: { 200: Type.Object({ message: Type.String(), data: Preferences }) },
});
