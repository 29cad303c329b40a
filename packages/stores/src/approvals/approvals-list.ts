import { approvals, type SettlementRequest, successMessages } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createFormStore } from '../data/create-form-store.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';

/** The Approvals section's path (the sidebar's, and the Dashboard tile's link). */
export const approvalsSection = '/settlement-approvals';

// The waiting requests depend on nothing the operator chooses: loaded while the list is shown.
const $always = atom<'pending'>('pending');

const pending = createResource({
  key: $always,
  fetch: async () => (await api.call(approvals.list)).data,
  onError: (error) => showErrorDialog(messages.approvals.loadFailed, error),
});

/** The settlements waiting for approval, oldest first, and how many wait in all. */
export const $pendingApprovals = computed(pending.$state, (state) => ({
  requests: state.data?.requests ?? [],
  total: state.data?.total ?? 0,
  loading: state.loading,
}));

/** Fetches the waiting requests again (after a decision, or the Refresh button). */
export const reloadApprovals = (): Promise<void> => pending.reload();

const approval = createAction({
  run: async (request: SettlementRequest) => {
    // Refused or not, the list shows what waits now (another operator may have decided).
    const answer = await api
      .call(approvals.approve, { params: { id: request.id } })
      .finally(reloadApprovals);
    return answer;
  },
  // The server says only in its words that the request was approved before (a repeated call).
  success: (answer) =>
    answer.message === successMessages.alreadyApproved
      ? messages.successes.alreadyApproved
      : messages.successes.approved(answer.data),
  get failure() {
    return messages.approvals.approveFailed;
  },
});

/** Approves a request: it is paid now, if still due (the server checks it again). */
export const approveRequest = approval.run;
export const $approving = approval.$busy;

/**
 * The Reject dialog of one request: the reason, required, kept with it. It closes once the
 * server took the rejection.
 */
export const rejectionForm = createFormStore<{ reason: string }, SettlementRequest>({
  initial: () => ({ reason: '' }),
  validate: ({ reason }) => {
    if (reason.trim() === '') return { reason: messages.approvals.reasonRequired };
    if (reason.trim().length > approvals.MAX_REASON_LENGTH)
      return { reason: messages.approvals.reasonTooLong };
    return {};
  },
  submit: async ({ reason }, request) => rejection.run(request!, reason.trim()),
});

const rejection = createAction({
  run: (request: SettlementRequest, reason: string) =>
    api
      .call(approvals.reject, { params: { id: request.id }, body: { reason } })
      .finally(reloadApprovals),
  success: () => messages.successes.requestRejected,
  get failure() {
    return messages.approvals.rejectFailed;
  },
});

export const openRejection = (request: SettlementRequest): void => rejectionForm.open(request);
