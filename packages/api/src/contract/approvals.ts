import { Type } from 'typebox';
import { defineCall } from './call.js';
import { Id, MessageBody } from './common.js';
import { SettlementRequest } from './settlement-request.js';

/**
 * A second pair of eyes on money (issue 30): settlements above the approval threshold wait here
 * until an operator other than their requester approves (pays) or rejects them.
 */

/** The most waiting requests one answer lists, oldest first. */
export const MAX_REQUESTS_SHOWN = 200;
export const MAX_REASON_LENGTH = 500;

export const list = defineCall({
  method: 'GET',
  path: '/settlement-approvals',
  summary: 'The settlements waiting for approval, oldest first',
  description: `At most ${MAX_REQUESTS_SHOWN}; \`total\` counts them all.`,
  tags: ['approvals'],
  auth: true,
  permission: 'settlements:read',
  response: {
    200: Type.Object({
      data: Type.Object({
        requests: Type.Array(SettlementRequest, { maxItems: MAX_REQUESTS_SHOWN }),
        total: Type.Integer({ minimum: 0 }),
      }),
    }),
  },
});

const Decided = Type.Object({ ...MessageBody.properties, data: SettlementRequest });

export const approve = defineCall({
  method: 'POST',
  path: '/settlement-approvals/:id/approve',
  summary: 'Approve a requested settlement: it is paid now',
  description: [
    'Checked again against what is due now: an amount no longer due, or a transaction id',
    'recorded since, is refused with 409 and the request keeps waiting. Its requester may not',
    'approve it (403). Approving one already approved pays nothing more and answers it again;',
    'one rejected is refused with 409.',
  ].join(' '),
  tags: ['approvals'],
  auth: true,
  permission: 'settlements:approve',
  params: Type.Object({ id: Id }),
  response: { 200: Decided },
});

export const reject = defineCall({
  method: 'POST',
  path: '/settlement-approvals/:id/reject',
  summary: 'Reject a requested settlement, with the reason',
  description:
    'Nothing is paid; the reason is kept with it. One already decided is refused with 409.',
  tags: ['approvals'],
  auth: true,
  permission: 'settlements:approve',
  params: Type.Object({ id: Id }),
  body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: MAX_REASON_LENGTH }) }),
  response: { 200: Decided },
});
