import { randomBytes } from 'node:crypto';
import { errorCodes, refusalMessages, successMessages, team } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { hashPassword } from '../auth/passwords.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { HttpError, refusal } from '../http/http-error.js';
import { answeringPgRefusals } from '../http/pg-refusals.js';
import { registerCall } from '../http/register-call.js';
import {
  createInvitation,
  endSessionOf,
  findOperator,
  isGoodPasswordLink,
  listOperators,
  type OperatorRow,
  openSessionsOf,
  setOperatorDisabled,
  usePasswordLink,
} from '../repos/operators.js';
import { findRole } from '../repos/roles.js';
import { isoTime } from './wire-time.js';

/** The console's page that sets a password; the token follows its #, so no server ever logs it. */
const SET_PASSWORD_PAGE = '/set-password';

const operatorOnWire = ({ createdAt, ...operator }: OperatorRow): team.Operator => ({
  ...operator,
  createdAt: isoTime(createdAt),
});

export const operatorNotFound = () => refusal(404, errorCodes.operatorNotFound);
const noSuchRole = () => refusal(400, errorCodes.roleUnknown);
const badLink = () => refusal(400, errorCodes.linkInvalid);

/**
 * The Team (issue 30): operators listed, invited with a one-time password link, disabled or
 * enabled, and their sessions seen and ended. Changes that end sessions are heard by every
 * instance (migrations 0006, 0007); this one forgets its remembered sessions at once.
 */
export const teamRoutes: FastifyPluginAsync = async (app) => {
  const { db, signedInAdmins } = app;

  registerCall(app, team.list, async () => ({
    data: (await listOperators(db)).map(operatorOnWire),
  }));

  registerCall(app, team.invite, async ({ body }) => {
    const username = body.username.trim();
    if (username === '') throw new HttpError(400, 'The operator needs a username');
    // Checked before Argon2's work; the foreign key still refuses a role deleted meanwhile.
    if (!(await findRole(db, body.roleId))) throw noSuchRole();
    const token = newToken();
    const invited = await answeringPgRefusals(
      createInvitation(db, {
        username,
        roleId: body.roleId,
        // A password nobody knows, hashed as any: the account signs in once the link sets one.
        unknownPasswordHash: await hashPassword(randomBytes(32).toString('base64url')),
        tokenHash: hashToken(token),
        hours: team.INVITATION_HOURS,
      }),
      {
        unique: {
          administrators_username_key: {
            status: 409,
            message: refusalMessages[errorCodes.operatorDuplicateName](username),
            code: errorCodes.operatorDuplicateName,
          },
        },
        foreignKey: {
          status: 400,
          message: refusalMessages[errorCodes.roleUnknown],
          code: errorCodes.roleUnknown,
        },
      },
    );
    const operator = await findOperator(db, invited.id);
    if (!operator) throw operatorNotFound();
    return {
      message: 'Operator invited',
      data: {
        operator: operatorOnWire(operator),
        link: `${SET_PASSWORD_PAGE}#${token}`,
        expiresAt: isoTime(invited.expiresAt),
      },
    };
  });

  registerCall(app, team.setPassword, async ({ body }) => {
    const tokenHash = hashToken(body.token);
    // Argon2's work only for a link that is good: a made-up token costs one lookup.
    const used =
      (await isGoodPasswordLink(db, tokenHash)) &&
      (await usePasswordLink(db, tokenHash, await hashPassword(body.password)));
    if (!used) throw badLink();
    return { message: successMessages.passwordSet };
  });

  registerCall(app, team.setDisabled, async ({ params, body, admin }) => {
    if (body.disabled && params.id === admin.id) {
      throw refusal(409, errorCodes.operatorDisableSelf);
    }
    const outcome = await setOperatorDisabled(db, params.id, body.disabled);
    if (outcome === undefined) throw operatorNotFound();
    if (outcome === 'last-administrator') {
      throw refusal(409, errorCodes.operatorLastAdministrator);
    }
    signedInAdmins.clear();
    const operator = await findOperator(db, params.id);
    if (!operator) throw operatorNotFound();
    return {
      message: successMessages.operatorStatus(body.disabled),
      data: operatorOnWire(operator),
    };
  });

  registerCall(app, team.sessions, async ({ params, admin }) => {
    if (!(await findOperator(db, params.id))) throw operatorNotFound();
    const open = await openSessionsOf(db, params.id, team.MAX_SESSIONS);
    return {
      data: open.map((session) => ({
        id: session.id,
        createdAt: isoTime(session.createdAt),
        expiresAt: isoTime(session.expiresAt),
        current: session.id === admin.sessionId,
      })),
    };
  });

  registerCall(app, team.endSession, async ({ params }) => {
    if (!(await endSessionOf(db, params.id, params.sessionId))) {
      throw refusal(404, errorCodes.sessionNotFound);
    }
    signedInAdmins.clear();
    return { message: successMessages.sessionEnded };
  });
};
