import { randomUUID } from 'node:crypto';
import { builtInRoleIds, driverSettlements, merchantSettlements } from '@satchel/db/schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertCategory,
  insertCustomer,
  insertDriver,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { operatorWithRole } from '../support/operators.js';
import { useRouteApp } from '../support/route-app.js';

const server = useRouteApp();
const { call } = server;
const ids = { merchant: '', driver: '', first: '', second: '', driverRequest: '' };
const tokens = { requester: '', approver: '', catalogue: '', viewer: '' };
let requesterId = '';

beforeAll(async () => {
  const { db } = server;
  const merchant = await insertMerchant(db, { storeName: 'Sharma Book Depot' });
  const driver = await insertDriver(db, { firstName: 'Ravi', lastName: 'Yadav' });
  const customer = await insertCustomer(db);
  const product = await insertProduct(db, merchant.id, (await insertCategory(db)).id);
  // The merchant earns 10,000.00; the driver 2,000.00 of delivery fees.
  await insertOrder(
    db,
    customer.id,
    [{ productId: product.id, merchantId: merchant.id, price: '5000.00', quantity: 2 }],
    { status: 'delivered', driverId: driver.id, deliveryFee: '2000.00' },
  );
  Object.assign(ids, { merchant: merchant.id, driver: driver.id });
  const requester = await operatorWithRole(db, builtInRoleIds.finance);
  requesterId = requester.id;
  tokens.requester = requester.token;
  tokens.approver = (await operatorWithRole(db, builtInRoleIds.finance)).token;
  tokens.catalogue = (await operatorWithRole(db, builtInRoleIds.catalogue)).token;
  tokens.viewer = (await operatorWithRole(db, builtInRoleIds.viewer)).token;
});

const settleMerchant = (transactionId: string, transactionAmount: number) =>
  call(
    'POST',
    '/admin/create-transaction',
    { transactionId, transactionAmount, merchantId: ids.merchant },
    tokens.requester,
  );
const settleDriver = (amount: number) =>
  call(
    'POST',
    '/driver/update-driver-amount',
    { type: 'earning', amount, driverId: ids.driver },
    tokens.requester,
    { 'idempotency-key': randomUUID() },
  );
const merchantDue = async () =>
  (await call('GET', `/merchants/get-merchant-earnings/${ids.merchant}`)).json().data.due;
const approve = (id: string, bearer = tokens.approver) =>
  call('POST', `/settlement-approvals/${id}/approve`, undefined, bearer);
const reject = (id: string, reason: string, bearer = tokens.approver) =>
  call('POST', `/settlement-approvals/${id}/reject`, { reason }, bearer);
const pending = async (bearer = tokens.approver) =>
  (await call('GET', '/settlement-approvals', undefined, bearer)).json().data;
const settledWith = (transactionId: string) =>
  server.db
    .select()
    .from(merchantSettlements)
    .where(eq(merchantSettlements.transactionId, transactionId));

describe('a second pair of eyes on money', () => {
  it('pays every settlement at once while no threshold is set, as before', async () => {
    expect((await settleMerchant('UTR-1', 100)).json()).toEqual({ message: 'Earning settled' });
    expect(await merchantDue()).toBe(9900);
    const saved = await call('PUT', '/admin/settings', { settlementApprovalThreshold: 500 });
    expect(saved.statusCode).toBe(200);
  });

  it('pays a settlement at the threshold at once', async () => {
    expect((await settleMerchant('UTR-2', 500)).statusCode).toBe(200);
    expect(await merchantDue()).toBe(9400);
  });

  it('records one above it as requested, not paid, and says so', async () => {
    const response = await settleMerchant('UTR-3', 600);
    expect(response.statusCode).toBe(202);
    const { message, request } = response.json();
    expect(message).toBe(
      'Settlement of ₹600.00 requested: it is paid once another operator approves it',
    );
    expect(request).toMatchObject({
      state: 'pending',
      amount: 600,
      transactionId: 'UTR-3',
      driverType: null,
      payee: { kind: 'merchant', id: ids.merchant, name: 'Sharma Book Depot' },
      requestedBy: { id: requesterId },
      decidedBy: null,
      reason: null,
    });
    ids.first = request.id;
    expect(await merchantDue()).toBe(9400);
    expect(await settledWith('UTR-3')).toEqual([]);
  });

  it('refuses a request that could not be paid now: more than due, a transaction id taken', async () => {
    const tooMuch = await settleMerchant('UTR-4', 9400.01);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toEqual({
      message: 'The amount is more than the ₹9400.00 due to this merchant',
      code: 'merchant.amount_over_due',
    });
    const again = await settleMerchant('UTR-3', 700);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Transaction ID UTR-3 is already recorded',
      code: 'merchant.transaction_recorded',
    });
    const second = await settleMerchant('UTR-5', 9000);
    expect(second.statusCode).toBe(202);
    ids.second = second.json().request.id;
  });

  it('requests a driver settlement above the threshold too, the driver unchanged', async () => {
    const response = await settleDriver(1500);
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body.data).toMatchObject({ id: ids.driver, earning: 2000 });
    expect(body.request).toMatchObject({
      state: 'pending',
      amount: 1500,
      driverType: 'earning',
      payee: { kind: 'driver', id: ids.driver, name: 'Ravi Yadav' },
    });
    ids.driverRequest = body.request.id;
  });

  it('lists the waiting requests oldest first, to those who may read settlements', async () => {
    const { requests, total } = await pending();
    expect(total).toBe(3);
    expect(requests.map((request: { id: string }) => request.id)).toEqual([
      ids.first,
      ids.second,
      ids.driverRequest,
    ]);
    expect((await pending(tokens.viewer)).total).toBe(3);
    const refused = await call('GET', '/settlement-approvals', undefined, tokens.catalogue);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('role.not_permitted');
    const waiting = (await call('GET', '/dashboard/waiting')).json();
    expect(waiting.pendingApprovals).toBe(3);
  });

  it('refuses the requester approving their own request, and roles without approve', async () => {
    const own = await approve(ids.first, tokens.requester);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      message: 'You requested this settlement: another operator must approve it',
      code: 'approval.own_request',
    });
    const viewer = await approve(ids.first, tokens.viewer);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().message).toContain('settlements:approve');
    const rejectByViewer = await reject(ids.first, 'no', tokens.viewer);
    expect(rejectByViewer.statusCode).toBe(403);
    expect(await merchantDue()).toBe(9400);
  });

  it('pays it when another operator approves, once however often approved', async () => {
    const approved = await approve(ids.first);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      message: 'Approved: ₹600.00 paid to Sharma Book Depot',
      data: { state: 'approved', decidedBy: { username: expect.any(String) } },
    });
    expect(await merchantDue()).toBe(8800);
    const again = await approve(ids.first);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('This settlement was already approved and paid');
    expect(await settledWith('UTR-3')).toHaveLength(1);
    expect(await merchantDue()).toBe(8800);
  });

  it('pays once when approved by several at the same moment', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => approve(ids.driverRequest)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const paid = await server.db
      .select()
      .from(driverSettlements)
      .where(eq(driverSettlements.driverId, ids.driver));
    expect(paid.map((settlement) => settlement.amount)).toEqual(['1500.00']);
  });

  it('checks a request again when approved: refused when no longer due, still waiting', async () => {
    // 9,000 asked; 8,800 is due now that the first request was paid.
    const refused = await approve(ids.second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Only ₹8,800.00 is due now: this request can no longer be paid as asked; reject it',
      code: 'approval.not_payable',
      values: [8800],
    });
    expect(await merchantDue()).toBe(8800);
    expect((await pending()).requests.map((request: { id: string }) => request.id)).toEqual([
      ids.second,
    ]);
  });

  it('refuses a request whose transaction id was recorded meanwhile, still waiting', async () => {
    const [recorded] = await server.db
      .insert(merchantSettlements)
      .values({
        transactionId: 'UTR-5',
        merchantId: ids.merchant,
        amount: '1.00',
        settledBy: requesterId,
      })
      .returning();
    const refused = await approve(ids.second);
    await server.db.delete(merchantSettlements).where(eq(merchantSettlements.id, recorded!.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Its transaction ID is already recorded: this request can no longer be paid',
      code: 'approval.transaction_recorded',
    });
  });

  it('keeps the reason of a rejection, and pays nothing', async () => {
    expect((await reject(ids.second, '   ')).statusCode).toBe(400);
    expect((await reject(ids.second, '')).statusCode).toBe(400);
    const rejected = await reject(ids.second, 'The bank transfer bounced');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      state: 'rejected',
      reason: 'The bank transfer bounced',
    });
    const approveRejected = await approve(ids.second);
    expect(approveRejected.statusCode).toBe(409);
    expect(approveRejected.json()).toEqual({
      message: 'This request was rejected: it cannot be approved',
      code: 'approval.rejected',
    });
    const rejectAgain = await reject(ids.second, 'again');
    expect(rejectAgain.statusCode).toBe(409);
    expect(rejectAgain.json()).toEqual({
      message: 'This request was already rejected',
      code: 'approval.already_rejected',
    });
    expect((await reject(ids.first, 'late')).json()).toEqual({
      message: 'This request was already approved',
      code: 'approval.already_approved',
    });
    expect(await merchantDue()).toBe(8800);
    expect(await pending()).toEqual({ requests: [], total: 0 });
    expect((await call('GET', '/dashboard/waiting')).json().pendingApprovals).toBe(0);
  });

  it('answers 404 for a request that is not there', async () => {
    const unknown = await approve('0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'Settlement request not found',
      code: 'approval.not_found',
    });
    expect((await reject('0123456789abcdef01234567', 'x')).statusCode).toBe(404);
  });

  it("shows the request and its approval in the merchant's history", async () => {
    const { entries } = (await call('GET', `/history/merchants/${ids.merchant}`)).json().data;
    const actions = entries.map((entry: { action: string }) => entry.action);
    expect(actions).toContain('approvals.approve');
    expect(actions).toContain('approvals.reject');
    const approval = entries.find(
      (entry: { action: string; changes: { source: string }[] }) =>
        entry.action === 'approvals.approve',
    );
    expect(approval.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'merchant_settlements', operation: 'insert' }),
        expect.objectContaining({
          source: 'settlement_requests',
          operation: 'update',
          before: expect.objectContaining({ state: 'pending' }),
          after: expect.objectContaining({ state: 'approved' }),
        }),
      ]),
    );
  });
});
