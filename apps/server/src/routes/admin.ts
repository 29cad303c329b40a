import { admin, errorCodes, refusalMessages, successMessages } from '@satchel/api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  clearLoginFailures,
  releaseLoginAttempt,
  reserveLoginAttempt,
  tooManyAttempts,
} from '../auth/login-limits.js';
import { verifyPassword } from '../auth/passwords.js';
import { acceptSecondStep, mustSetUpTwoStep } from '../auth/second-step.js';
import { createSession, revokeSession } from '../auth/sessions.js';
import { createSignInQueue, SignInQueueFull } from '../auth/sign-in-queue.js';
import { auditContextOf } from '../history/audit-context.js';
import { inWriteScope } from '../history/write-scope.js';
import { HttpError, refusal } from '../http/http-error.js';
import { callNameOf } from '../http/operation-id.js';
import { registerCall } from '../http/register-call.js';
import {
  adminPreferences,
  findAdministratorByUsername,
  saveAdminPreferences,
} from '../repos/administrators.js';
import { roleOfAdministrator } from '../repos/roles.js';
import { confirmedSecret, recordFailedSignIn } from '../repos/two-step.js';

export interface AdminRoutesOptions {
  readonly tokenTtlHours: number;
}

/**
 * Argon2 runs on libuv's thread pool (4 threads), which also reads the console's files: sign-ins
 * take at most `running` of them, and beyond what waits in line (in all, and at most a share per
 * address and per account: sign-in-queue.ts) are turned away with 503.
 */
export const SIGN_IN_CAPACITY = {
  running: 2,
  waiting: 32,
  waitingPerAddress: 2,
  waitingPerAccount: 16,
} as const;

const CODE_REQUIRED = refusalMessages[errorCodes.codeRequired];
const CODE_INVALID = refusalMessages[errorCodes.codeInvalid];
/** The same refusal for an unknown username as for a wrong password: it tells no one which. */
const wrongCredentials = () => refusal(401, errorCodes.credentialsWrong);

const busy = () => refusal(503, errorCodes.signInBusy, { headers: { 'retry-after': '1' } });

/** Signing in and out, and who is signed in. */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (
  app,
  { tokenTtlHours },
) => {
  // The tokens this instance has found good; a logout here forgets them at once.
  const { db, signedInAdmins } = app;
  const passwordChecks = createSignInQueue(SIGN_IN_CAPACITY);

  registerCall(app, admin.login, async ({ body, request }) => {
    const username = body.username.trim();
    if (username === '') throw new HttpError(400, 'Username is required');
    if (body.password.trim() === '') throw new HttpError(400, 'Password is required');
    const address = request.ip;
    // An address whose share of the line is taken costs no database work either.
    if (passwordChecks.isAddressFull(address)) throw busy();
    // Refused by the limits before waiting in line: only attempts that may be checked wait.
    const reservation = await reserveLoginAttempt(db, username, address);
    if (!reservation.reserved) throw tooManyAttempts(reservation.retryAfter);
    const attempt = { address, account: username, failures: reservation.addressFailures };
    try {
      return await passwordChecks.run(attempt, () =>
        signIn(username, body.password, body.code, reservation.id, request),
      );
    } catch (error) {
      if (!(error instanceof SignInQueueFull)) throw error;
      // Turned away unchecked: it must not count against the address as a failure.
      await releaseLoginAttempt(db, reservation.id);
      throw busy();
    }
  });

  /**
   * Checks the password of an attempt already reserved (counted as a failure until it succeeds),
   * then, for an operator with two-step sign-in, the code (issue 30). A wrong password or code
   * of a known account is recorded in its history.
   */
  async function signIn(
    username: string,
    password: string,
    code: string | undefined,
    reservationId: string,
    request: FastifyRequest,
  ) {
    const address = request.ip;
    const account = await findAdministratorByUsername(db, username);
    // Verified even for unknown or disabled accounts, so the answer time reveals nothing.
    const passwordMatches = await verifyPassword(account?.passwordHash, password);
    const failed = { requestId: request.id, address };
    // The reserved attempt stays recorded as this failure.
    if (!account || !passwordMatches || account.disabledAt !== null) {
      if (account) await recordFailedSignIn(db, account.id, failed);
      throw wrongCredentials();
    }
    const secret = await confirmedSecret(db, app.secretSeal, account.id);
    if (secret !== undefined && code === undefined) {
      // The password was right: no failure, but no sign-in either until the code comes.
      await releaseLoginAttempt(db, reservationId);
      throw new HttpError(401, CODE_REQUIRED, {}, errorCodes.codeRequired);
    }

    // Signing in is a recorded change of the account (its new session), made by its owner: not
    // a write call's scope, whose failures would roll back the attempts counted above.
    const signedInAs = {
      ...auditContextOf(request, callNameOf(admin.login)),
      administratorId: account.id,
    };
    // The code is spent in the sign-in's own transaction: a recovery code used is in its entry.
    const token = await inWriteScope(db, signedInAs, async () =>
      secret === undefined || (await acceptSecondStep(db, account.id, secret, code!))
        ? createSession(db, account.id, tokenTtlHours)
        : undefined,
    );
    if (token === undefined) {
      // The reserved attempt stays recorded as this failure: codes cannot be tried at will.
      await recordFailedSignIn(db, account.id, failed);
      throw new HttpError(401, CODE_INVALID, {}, errorCodes.codeInvalid);
    }
    await clearLoginFailures(db, username, address);
    // The role as it is now: the console shows what it allows from the first screen on.
    const held = await roleOfAdministrator(db, account.id);
    if (!held) throw wrongCredentials();
    return {
      message: successMessages.login,
      data: {
        token,
        adminInfo: {
          id: account.id,
          username: account.username,
          role: held.role,
          permissions: [...held.permissions],
          ...(await mustSetUpTwoStep(db, account.id)),
        },
      },
    };
  }

  registerCall(app, admin.logout, async ({ admin: signedIn }) => {
    await revokeSession(db, signedIn.sessionId);
    // Other instances hear of it when the revocation commits; this one must not wait for that.
    signedInAdmins.clear();
    return { message: 'Logout successful' };
  });

  registerCall(app, admin.me, async ({ admin: signedIn }) => ({
    data: {
      adminInfo: {
        id: signedIn.id,
        username: signedIn.username,
        role: signedIn.role,
        permissions: [...signedIn.permissions],
        ...(signedIn.twoStepSetupRequired && { twoStepSetupRequired: true }),
      },
    },
  }));

  // A session outlives nothing of its administrator's (the rows cascade), so no row is only the
  // race with an account removed meanwhile: its token is no longer good.
  registerCall(app, admin.preferences, async ({ admin: signedIn }) => {
    const preferences = await adminPreferences(db, signedIn.id);
    if (!preferences) throw new HttpError(401, 'Invalid or expired token');
    return { data: preferences };
  });

  registerCall(app, admin.updatePreferences, async ({ admin: signedIn, body }) => {
    const preferences = await saveAdminPreferences(db, signedIn.id, body);
    if (!preferences) throw new HttpError(401, 'Invalid or expired token');
    return { message: 'Preferences saved', data: preferences };
  });
};
