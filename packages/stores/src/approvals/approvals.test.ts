import { type SettlementRequest, successMessages } from '@satchel/api';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../testing/fake-fetch.js';
import { installHindi } from '../testing/hindi.js';
import { loadStores } from '../testing/load-stores.js';
import { startSignedIn } from '../testing/signed-in.js';

startSignedIn();

const request: SettlementRequest = {
  id: '0123456789abcdef01234567',
  requestedAt: '2026-11-27T01:00:00.000Z',
  requestedBy: { id: 'b'.repeat(24), username: 'meera' },
  payee: { kind: 'merchant', id: 'c'.repeat(24), name: 'Sharma Book Depot' },
  driverType: null,
  transactionId: 'UTR-9',
  amount: 60000,
  state: 'pending',
  decidedBy: null,
  decidedAt: null,
  reason: null,
};
const waiting = { status: 200, body: { data: { requests: [request], total: 1 } } };
const none = { status: 200, body: { data: { requests: [], total: 0 } } };

describe('the approvals list (issue 30)', () => {
  it('shows the waiting requests while watched', async () => {
    const { sent } = fakeFetch(waiting);
    const { approvals } = await loadStores();
    const stop = approvals.$pendingApprovals.listen(() => {});
    await vi.waitFor(() =>
      expect(approvals.$pendingApprovals.get()).toMatchObject({ requests: [request], total: 1 }),
    );
    expect(sent[0]).toMatchObject({ url: '/api/v1/settlement-approvals', method: 'GET' });
    stop();
  });

  it('approves a request and shows the list as it is now', async () => {
    const approved = { ...request, state: 'approved' };
    const { sent } = fakeFetch(
      waiting,
      {
        status: 200,
        body: { message: 'Approved: ₹60,000.00 paid to Sharma Book Depot', data: approved },
      },
      none,
    );
    const { approvals, $toasts } = await loadStores();
    const stop = approvals.$pendingApprovals.listen(() => {});
    await vi.waitFor(() => expect(approvals.$pendingApprovals.get().total).toBe(1));
    expect(await approvals.approveRequest(request)).toBe(true);
    expect(sent[1]).toMatchObject({
      url: `/api/v1/settlement-approvals/${request.id}/approve`,
      method: 'POST',
    });
    expect($toasts.get()).toMatchObject([
      { variant: 'success', message: 'Approved: ₹60,000.00 paid to Sharma Book Depot' },
    ]);
    expect(approvals.$pendingApprovals.get().requests).toEqual([]);
    stop();
  });

  it('says in Hindi what was paid to whom, and that a repeated approval was paid before', async () => {
    const approved = { ...request, state: 'approved' };
    fakeFetch(
      { status: 200, body: { message: 'Approved: …', data: approved } },
      { status: 200, body: { message: successMessages.alreadyApproved, data: approved } },
    );
    const { approvals, $toasts } = await loadStores();
    await installHindi();
    expect(await approvals.approveRequest(request)).toBe(true);
    expect(await approvals.approveRequest(request)).toBe(true);
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      'मंज़ूर: Sharma Book Depot को ₹60,000.00 का भुगतान हो गया',
      'यह सेटलमेंट पहले ही मंज़ूर होकर चुकाया जा चुका है',
    ]);
  });

  it("shows the server's refusal of an approval in its dialog", async () => {
    const refusal = {
      message: 'You requested this settlement: another operator must approve it',
      code: 'approval.own_request',
    };
    fakeFetch({ status: 403, body: refusal }, waiting);
    const { approvals, $dialog } = await loadStores();
    expect(await approvals.approveRequest(request)).toBe(false);
    expect($dialog.get()).toMatchObject({
      title: 'Settlement Approval Failed',
      message: refusal.message,
    });
  });

  it('asks the reason of a rejection before sending it, and sends it trimmed', async () => {
    const { sent } = fakeFetch({
      status: 200,
      body: { message: 'Settlement request rejected', data: { ...request, state: 'rejected' } },
    });
    const { approvals } = await loadStores();
    approvals.openRejection(request);
    const form = approvals.rejectionForm;
    form.change('reason', '  ');
    expect(await form.submit()).toBe(false);
    expect(form.$form.get().errors).toEqual({ reason: 'Give the reason for rejecting it' });
    expect(sent).toEqual([]);
    form.change('reason', ' The bank transfer bounced ');
    expect(await form.submit()).toBe(true);
    expect(sent[0]).toMatchObject({
      url: `/api/v1/settlement-approvals/${request.id}/reject`,
      body: { reason: 'The bank transfer bounced' },
    });
    expect(form.$form.get().open).toBe(false);
  });
});
