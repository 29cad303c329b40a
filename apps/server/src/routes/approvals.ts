import { approvals, errorCodes, successMessages } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, refusal } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { approveRequest, pendingRequests, rejectRequest } from '../repos/settlement-requests.js';
import type { SettlementRefusal } from '../repos/settlements.js';
import { requestById, requestOnWire } from './settlement-request-wire.js';

const requestNotFound = () => refusal(404, errorCodes.approvalNotFound);

/** Why a request approved now cannot be paid: it is checked against what is due now. */
function refusalOfPayment(problem: SettlementRefusal): HttpError {
  if (problem.reason === 'notFound') return requestNotFound();
  if (problem.reason === 'duplicateTransaction') {
    return refusal(409, errorCodes.approvalTransactionRecorded);
  }
  // The console cannot know what is due now: the answer carries it to word it.
  const due = Number(problem.due);
  return refusal(409, errorCodes.approvalNotPayable, due, { values: [due] });
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
        throw refusal(403, errorCodes.approvalOwnRequest);
      }
      if (outcome.reason === 'rejected') {
        throw refusal(409, errorCodes.approvalRejected);
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
      throw refusal(409, code);
    }
    return { message: successMessages.requestRejected, data: await requestById(db, params.id) };
  });
};
