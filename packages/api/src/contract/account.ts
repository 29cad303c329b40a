import { type Static, Type } from 'typebox';
import { defineCall, SIGNED_IN } from './call.js';
import { Id, ListQuery, MessageBody, Nullable } from './common.js';
import { listEnvelope } from './list.js';
import { MIN_PASSWORD_LENGTH } from './team.js';

/**
 * The signed-in operator's own account (issue 30, "Stronger sign-in"): two-step sign-in with a
 * time-based one-time code (RFC 6238) and recovery codes, their password, their other sessions
 * and their sign-in history. Every call is the caller's own: any signed-in operator's.
 */

/** How many recovery codes setup hands out; each signs in once, instead of a code. */
export const RECOVERY_CODE_COUNT = 10;

/** Six digits from an authenticator app. */
export const OneTimeCode = Type.String({ pattern: '^[0-9]{6}$' });

/** Whether the operator signs in with a code, whether their role requires it, codes left. */
export const TwoStepStatus = Type.Object({
  enabled: Type.Boolean(),
  requiredByRole: Type.Boolean(),
  /** Recovery codes not used yet (0 while two-step sign-in is off). */
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
});
export type TwoStepStatus = Static<typeof TwoStepStatus>;

export const twoStep = defineCall({
  method: 'GET',
  path: '/admin/account/two-step',
  summary: "The caller's two-step sign-in: on or off, required by their role, recovery codes left",
  tags: ['account'],
  auth: true,
  permission: SIGNED_IN,
  beforeTwoStep: true,
  response: { 200: Type.Object({ data: TwoStepStatus }) },
});

export const startTwoStep = defineCall({
  method: 'POST',
  path: '/admin/account/two-step/setup',
  summary: 'Start setting up two-step sign-in: a new secret, as text, link and QR code',
  description:
    'The secret is answered here only, and stays pending until a code made with it is ' +
    'confirmed; starting again replaces it. Refused with 409 while two-step sign-in is on.',
  tags: ['account'],
  auth: true,
  permission: SIGNED_IN,
  beforeTwoStep: true,
  response: {
    201: Type.Object({
      data: Type.Object({
        /** Base32, for typing into an authenticator by hand. */
        secret: Type.String({ maxLength: 200 }),
        /** The `otpauth://totp/…` link the QR code holds. */
        uri: Type.String({ maxLength: 1000 }),
        /** The QR code, an SVG image. */
        qrSvg: Type.String({ maxLength: 200_000 }),
      }),
    }),
  },
});

export const confirmTwoStep = defineCall({
  method: 'POST',
  path: '/admin/account/two-step/confirm',
  summary: 'Turn two-step sign-in on with a code made from the pending secret',
  description: `Answers ${RECOVERY_CODE_COUNT} recovery codes, once. A wrong code is refused with 400.`,
  tags: ['account'],
  auth: true,
  permission: SIGNED_IN,
  beforeTwoStep: true,
  body: Type.Object({ code: OneTimeCode }),
  response: {
    200: Type.Object({
      ...MessageBody.properties,
      data: Type.Object({
        recoveryCodes: Type.Array(Type.String(), { maxItems: RECOVERY_CODE_COUNT }),
      }),
    }),
  },
});

/** The caller's current password, asked again before a change of their sign-in. */
const CurrentPassword = Type.String({ minLength: 1, maxLength: 1000 });

export const turnOffTwoStep = defineCall({
  method: 'POST',
  path: '/admin/account/two-step/off',
  summary: 'Turn two-step sign-in off (the current password is asked again)',
  description:
    "Refused with 409 when the caller's role requires it; a wrong password with 400 " +
    '`auth.password_wrong`, counted as a failed sign-in.',
  tags: ['account'],
  auth: true,
  permission: SIGNED_IN,
  body: Type.Object({ password: CurrentPassword }),
  response: { 200: MessageBody },
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/admin/account/password',
  summary: "Change the caller's password; other sessions end if asked",
  description:
    `The new password has at least ${MIN_PASSWORD_LENGTH} characters. A wrong current ` +
    'password is refused with 400 `auth.password_wrong` and counts as a failed sign-in.',
  tags: ['account'],
  auth: true,
  permission: SIGNED_IN,
  body: Type.Object({
    currentPassword: CurrentPassword,
    newPassword: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1000 }),
    /** End every other session of the caller's (this one stays). */
    endOtherSessions: Type.Boolean(),
  }),
  response: {
    200: Type.Object({
      ...MessageBody.properties,
      data: Type.Object({ sessionsEnded: Type.Integer({ minimum: 0 }) }),
    }),
  },
});

export const signOutOthers = defineCall({
  method: 'POST',
  path: '/admin/account/sign-out-others',
  summary: "Sign out everywhere else: end every session of the caller's but this one",
  tags: ['account'],
  auth: true,
  permission: SIGNED_IN,
  response: {
    200: Type.Object({
      ...MessageBody.properties,
      data: Type.Object({ sessionsEnded: Type.Integer({ minimum: 0 }) }),
    }),
  },
});

/** A sign-in that failed (wrong password or code) on a known account; recorded in history. */
export const FAILED_SIGN_IN = 'admin.loginFailed';

/**
 * What an operator's sign-in history shows: the history entries of their account that are
 * signing in and out, by the action history records (the call's name).
 */
export const signInActions = [
  'admin.login',
  FAILED_SIGN_IN,
  'admin.logout',
  'account.signOutOthers',
  'account.changePassword',
  'account.confirmTwoStep',
  'account.turnOffTwoStep',
  'team.endSession',
  'team.setDisabled',
] as const;
export type SignInAction = (typeof signInActions)[number];

export const SignInEntry = Type.Object({
  id: Id,
  createdAt: Type.String({ format: 'date-time' }),
  action: Type.Unsafe<SignInAction>(Type.Enum(signInActions)),
  /** The client's address as the server saw it. */
  address: Nullable(Type.String()),
  /** Who did it: the operator themself, an Administrator (a session ended), none (a failure). */
  administratorName: Nullable(Type.String()),
});
export type SignInEntry = Static<typeof SignInEntry>;

export const signInList = listEnvelope(
  { items: 'data.entries', total: 'data.total', pages: 'data.totalPages' },
  SignInEntry,
);

export const signIns = defineCall({
  method: 'GET',
  path: '/admin/account/sign-ins',
  summary: "The caller's sign-in history, newest first",
  description:
    'Sign-ins, failed ones, sign-outs and sessions ended. Pages as every list does (`page`, `limit`, `after`/`before`).',
  tags: ['account'],
  auth: true,
  permission: SIGNED_IN,
  querystring: ListQuery,
  response: { 200: signInList.schema },
});
