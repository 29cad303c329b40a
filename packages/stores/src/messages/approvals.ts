import { formatRupees, type SettlementRequest } from '@satchel/api';

/** Texts of the Approvals section (issue 30: a second pair of eyes on money). */
export const approvals = {
  title: 'Approvals',
  intro:
    'Settlements above the approval threshold wait here until an operator other than their requester approves or rejects them.',
  none: 'No settlement is waiting for approval.',
  loadFailed: 'Failed to load the settlements waiting for approval',
  approveFailed: 'Settlement Approval Failed',
  rejectFailed: 'Settlement Rejection Failed',
  total: (shown: number, total: number) =>
    shown < total ? `${shown} of ${total} waiting, oldest first` : `${total} waiting, oldest first`,
  columns: {
    age: 'Waiting',
    requestedBy: 'Requested by',
    payee: 'Pay to',
    what: 'Settlement',
    amount: 'Amount',
    actions: 'Decision',
  },
  payee: (request: SettlementRequest) =>
    `${request.payee.name} (${request.payee.kind === 'merchant' ? 'merchant' : 'driver'})`,
  what: (request: SettlementRequest) =>
    request.transactionId !== null
      ? `Transaction ID ${request.transactionId}`
      : request.driverType === 'earning'
        ? 'Earnings paid out'
        : 'Cash handed in',
  approve: 'Approve',
  reject: 'Reject',
  ownRequest: 'Your request: another operator approves it',
  rejectTitle: (request: SettlementRequest) =>
    `Reject ${formatRupees(request.amount)} to ${request.payee.name}`,
  reason: 'Reason',
  reasonRequired: 'Give the reason for rejecting it',
  reasonTooLong: 'Keep the reason under 500 characters',
  cancel: 'Cancel',
} as const;
