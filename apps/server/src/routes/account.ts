import { account, errorCodes, successMessages } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import {
  hashRecoveryCode,
  newAuthenticatorSecret,
  newRecoveryCodes,
  stepOfCode,
} from '../auth/one-time-codes.js';
import { checkOwnPassword } from '../auth/own-password.js';
import { hashPassword } from '../auth/passwords.js';
import { inCallScope } from '../history/write-scope.js';
import { refusal } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { listAnswer, splitListQuery } from '../http/register-list.js';
import { endOtherSessions, setOwnPassword } from '../repos/own-account.js';
import {
  confirmSecret,
  pendingSecret,
  removeTwoStep,
  savePendingSecret,
  signInHistory,
  twoStepStatus,
} from '../repos/two-step.js';
import { isoTime } from './wire-time.js';

const alreadyOn = () => refusal(409, errorCodes.twoStepOn);

/**
 * The signed-in operator's own account (issue 30, "Stronger sign-in"): two-step sign-in set up
 * and turned off, their password, their other sessions, their sign-in history. A change that
 * ends or restricts sessions reaches every instance (migrations 0006, 0029); this one forgets
 * its remembered sessions at once.
 */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const { db, signedInAdmins } = app;

  registerCall(app, account.twoStep, async ({ admin }) => ({
    data: await twoStepStatus(db, admin.id),
  }));

  registerCall(app, account.startTwoStep, async ({ admin }) => {
    const { secret, uri, qrSvg } = newAuthenticatorSecret(admin.username);
    if (!(await savePendingSecret(db, app.secretSeal, admin.id, secret))) throw alreadyOn();
    return { data: { secret, uri, qrSvg } };
  });

  registerCall(app, account.confirmTwoStep, async ({ admin, body }) => {
    const secret = await pendingSecret(db, app.secretSeal, admin.id);
    if (secret === undefined) {
      if ((await twoStepStatus(db, admin.id)).enabled) throw alreadyOn();
      throw refusal(400, errorCodes.setupNotStarted);
    }
    const step = stepOfCode(secret, body.code);
    if (step === undefined) {
      throw refusal(400, errorCodes.setupCodeWrong);
    }
    const recoveryCodes = newRecoveryCodes();
    if (!(await confirmSecret(db, admin.id, step, recoveryCodes.map(hashRecoveryCode)))) {
      throw alreadyOn();
    }
    signedInAdmins.clear();
    return {
      message: 'Two-step sign-in is on',
      data: { recoveryCodes },
    };
  });

  registerCall(
    app,
    account.turnOffTwoStep,
    async ({ admin, body, request }) => {
      const { enabled, requiredByRole } = await twoStepStatus(db, admin.id);
      if (requiredByRole) {
        throw refusal(409, errorCodes.twoStepKept);
      }
      if (!enabled) {
        throw refusal(409, errorCodes.twoStepOff);
      }
      await checkOwnPassword(db, admin, body.password, request.ip);
      await inCallScope(request, account.turnOffTwoStep, () => removeTwoStep(db, admin.id));
      signedInAdmins.clear();
      return { message: 'Two-step sign-in is off' };
    },
    { scopesItself: true },
  );

  registerCall(
    app,
    account.changePassword,
    async ({ admin, body, request }) => {
      if (body.newPassword === body.currentPassword) {
        throw refusal(400, errorCodes.passwordSame);
      }
      await checkOwnPassword(db, admin, body.currentPassword, request.ip);
      const passwordHash = await hashPassword(body.newPassword);
      const sessionsEnded = await inCallScope(request, account.changePassword, async () => {
        await setOwnPassword(db, admin.id, passwordHash);
        return body.endOtherSessions ? endOtherSessions(db, admin.id, admin.sessionId) : 0;
      });
      if (sessionsEnded > 0) signedInAdmins.clear();
      return {
        message: successMessages.passwordChanged(body.endOtherSessions),
        data: { sessionsEnded },
      };
    },
    { scopesItself: true },
  );

  registerCall(app, account.signOutOthers, async ({ admin }) => {
    const sessionsEnded = await endOtherSessions(db, admin.id, admin.sessionId);
    // Other instances hear of it when it commits; this one must not wait for that.
    signedInAdmins.clear();
    return {
      message: successMessages.signedOutOthers(sessionsEnded),
      data: { sessionsEnded },
    };
  });

  registerCall(app, account.signIns, async ({ admin, query }) => {
    const { paging } = splitListQuery<typeof account.signIns>(query);
    return listAnswer(
      account.signInList,
      paging,
      await signInHistory(db, admin.id, paging),
      (entry) => ({
        id: entry.id,
        createdAt: isoTime(entry.createdAt),
        // Only the actions asked for are read (`signInActions`).
        action: entry.action as account.SignInAction,
        address: entry.address,
        administratorName: entry.administratorName,
      }),
    );
  });
};
