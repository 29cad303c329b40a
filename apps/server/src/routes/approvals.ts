import {
  approvals,
  type ErrorCode,
  errorCodes,
  refusalMessages,
  successMessages,
} from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { approveRequest, pendingRequests, rejectRequest } from '../repos/settlement-requests.js';
import type { SettlementRefusal } from '../repos/settlements.js';
import { requestById, requestOnWire } from './settlement-request-wire.js';

const requestNotFound = () =>
  new HttpError(404, refusalMessages[errorCodes.approvalNotFound], {}, errorCodes.approvalNotFound);

/** A request that can no longer be decided as asked (409), worded by its code. */
const notPayable = (code: ErrorCode, message: string, values?: number[]) =>
  new HttpError(409, message, {}, code, values);

/** Why a request approved now cannot be paid: it is checked against what is due now. */
function refusalOfPayment(refusal: SettlementRefusal): HttpError {
  if (refusal.reason === 'notFound') return requestNotFound();
  if (refusal.reason === 'duplicateTransaction') {
    const code = errorCodes.approvalTransactionRecorded;
    return notPayable(code, refusalMessages[code]);
  }
  // The console cannot know what is due now: the answer carries it to word it.
  const due = Number(refusal.due);
  return notPayable(
    errorCodes.approvalNotPayable,
    refusalMessages[errorCodes.approvalNotPayable](due),
    [due],
  );
}

/** A request decided meanwhile by another operator, as it was decided. */
const decidedCodes = {
  approved: errorCodes.approvalAlreadyApproved,
  rejected: errorCodes.approvalAlreadyRejected,
} as const;

/** The approvals of settlements above the threshold (issue 30): listed, approved, rejected. */
export const approvalRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  registerCall(app, approvals.list, async () => {
    const { requests, total } = await pendingRequests(db, approvals.MAX_REQUESTS_SHOWN);
    return { data: { requests: requests.map(requestOnWire), total } };
  });

  registerCall(app, approvals.approve, async ({ params, admin }) => {
    const outcome = await approveRequest(db, params.id, admin.id);
    if (!outcome.ok) {
      if (outcome.reason === 'ownRequest') {
        throw new HttpError(
          403,
          refusalMessages[errorCodes.approvalOwnRequest],
          {},
          errorCodes.approvalOwnRequest,
        );
      }
      if (outcome.reason === 'rejected') {
        throw notPayable(errorCodes.approvalRejected, refusalMessages[errorCodes.approvalRejected]);
      }
      throw refusalOfPayment(outcome);
    }
    const request = await requestById(db, params.id);
    const message = outcome.again
      ? successMessages.alreadyApproved
      : successMessages.approved(request);
    return { message, data: request };
  });

  registerCall(app, approvals.reject, async ({ params, body, admin }) => {
    const reason = body.reason.trim();
    if (reason === '') throw new HttpError(400, 'Give the reason for rejecting it');
    const outcome = await rejectRequest(db, params.id, admin.id, reason);
    if (!outcome.ok) {
      if (outcome.reason === 'notFound') throw requestNotFound();
      const code = decidedCodes[outcome.state];
      throw notPayable(code, refusalMessages[code]);
    }
    return { message: successMessages.requestRejected, data: await requestById(db, params.id) };
  });
};
