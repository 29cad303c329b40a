import { type Static, Type } from 'typebox';
import { RoleInfo } from './admin.js';
import { defineCall } from './call.js';
import { Id, MessageBody } from './common.js';

/**
 * The Team (issue 30): the operators, invited with a one-time link that sets their password,
 * disabled and enabled again, and their open sessions, which can be ended. Not calls of the
 * marketplace's backend.
 */

/** The operators one answer lists, every one of them: a team, not a customer base. */
export const MAX_OPERATORS = 1000;
/** The open sessions one answer lists (every browser an operator signed in from). */
export const MAX_SESSIONS = 200;
/** How long an invitation's link sets a password. */
export const INVITATION_HOURS = 72;
export const MIN_PASSWORD_LENGTH = 8;

export const Operator = Type.Object({
  id: Id,
  username: Type.String(),
  role: RoleInfo,
  disabled: Type.Boolean(),
  /** Invited, and the link that sets their password not yet used. */
  invited: Type.Boolean(),
  openSessions: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Operator = Static<typeof Operator>;

const ById = Type.Object({ id: Id });

export const list = defineCall({
  method: 'GET',
  path: '/admin/administrators',
  summary: 'Every operator, by username, with their role and open sessions',
  tags: ['team'],
  auth: true,
  permission: 'team:read',
  response: { 200: Type.Object({ data: Type.Array(Operator, { maxItems: MAX_OPERATORS }) }) },
});

export const invite = defineCall({
  method: 'POST',
  path: '/admin/administrators',
  summary: 'Invite an operator: their account, with a one-time link that sets its password',
  description:
    `The link (a path of the console, the token after its #) sets a password once, within ` +
    `${INVITATION_HOURS} hours; until then the operator cannot sign in. A username another ` +
    'operator has is refused with 409; an unknown role with 400.',
  tags: ['team'],
  auth: true,
  permission: 'team:write',
  body: Type.Object({
    username: Type.String({ minLength: 1, maxLength: 200 }),
    roleId: Id,
  }),
  response: {
    201: Type.Object({
      ...MessageBody.properties,
      data: Type.Object({
        operator: Operator,
        link: Type.String(),
        expiresAt: Type.String({ format: 'date-time' }),
      }),
    }),
  },
});

export const setPassword = defineCall({
  method: 'POST',
  path: '/admin/set-password',
  summary: "Set an invited operator's password with their one-time link",
  description: 'A link used, expired or unknown is refused with 400, and so is a short password.',
  tags: ['team'],
  auth: false,
  body: Type.Object({
    token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
    password: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: 1000 }),
  }),
  response: { 200: MessageBody },
});

export const setDisabled = defineCall({
  method: 'PUT',
  path: '/admin/administrators/:id/disabled',
  summary: 'Disable an operator (ending every session they hold), or enable them again',
  description: 'An operator cannot disable themselves, nor the last enabled Administrator (409).',
  tags: ['team'],
  auth: true,
  permission: 'team:write',
  params: ById,
  body: Type.Object({ disabled: Type.Boolean() }),
  response: { 200: Type.Object({ ...MessageBody.properties, data: Operator }) },
});

export const OperatorSession = Type.Object({
  id: Id,
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  /** The session the caller is using. */
  current: Type.Boolean(),
});
export type OperatorSession = Static<typeof OperatorSession>;

export const sessions = defineCall({
  method: 'GET',
  path: '/admin/administrators/:id/sessions',
  summary: "An operator's open sessions, newest first",
  tags: ['team'],
  auth: true,
  permission: 'team:read',
  params: ById,
  response: {
    200: Type.Object({ data: Type.Array(OperatorSession, { maxItems: MAX_SESSIONS }) }),
  },
});

export const endSession = defineCall({
  method: 'DELETE',
  path: '/admin/administrators/:id/sessions/:sessionId',
  summary: "End one of an operator's sessions: its token stops working at once, everywhere",
  tags: ['team'],
  auth: true,
  permission: 'team:write',
  params: Type.Object({ id: Id, sessionId: Id }),
  response: { 200: MessageBody },
});
