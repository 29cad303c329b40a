import { bulkRunRows, couponAssignments, customers, merchants } from '@satchel/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BulkRunPace } from '../../src/config.js';
import { createRun, fixRows, runBatch } from '../../src/repos/bulk-runs.js';
import type { Db } from '../../src/repos/db.js';
import {
  insertCategory,
  insertCoupon,
  insertCustomer,
  insertDriver,
  insertMerchant,
  insertProduct,
} from '../support/factories.js';
import { useRouteApp } from '../support/route-app.js';

// Runs are picked up by a polling queue on a busy machine: wait for what they do, however long.
const eventually = { timeout: 60_000, interval: 100 };
vi.setConfig({ testTimeout: 180_000 });

/** An app whose bulk runs keep `pace`, signed in; calls may carry an Idempotency-Key. */
function useBulkApp(pace: BulkRunPace) {
  const route = useRouteApp({ config: { bulkRunPace: pace } });
  let keys = 0;
  const call = (method: 'GET' | 'POST', path: string, payload?: object, key?: string) =>
    route.call(
      method,
      path,
      payload,
      undefined,
      key === undefined ? {} : { 'idempotency-key': key },
    );
  const freshKey = () => `test-key-${++keys}`;
  /** The run's status once it has finished. */
  const finished = async (id: string) => {
    let run: Record<string, unknown> = {};
    await vi.waitFor(async () => {
      run = (await call('GET', `/bulk-runs/${id}`)).json().data;
      expect(['done', 'cancelled', 'failed']).toContain(run.state);
    }, eventually);
    return run;
  };
  const start = async (body: object) => {
    const response = await call('POST', '/bulk-runs', body, freshKey());
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  };
  return {
    call,
    freshKey,
    finished,
    start,
    get adminId() {
      return route.adminId;
    },
    get db() {
      return route.db;
    },
  };
}

const statusesOf = async (db: Db, ids: string[]) =>
  Object.fromEntries(
    (
      await db
        .select({ id: customers.id, status: customers.status })
        .from(customers)
        .where(inArray(customers.id, ids))
    ).map((row) => [row.id, row.status]),
  );

describe('bulk runs', () => {
  // Small batches, so that runs take several.
  const bulk = useBulkApp({ batchSize: 3, pauseMs: 0 });
  const bulkUsers: string[] = [];
  let other = '';

  beforeAll(async () => {
    for (let n = 0; n < 8; n += 1) {
      const status = n === 0 ? 'inactive' : 'active';
      bulkUsers.push((await insertCustomer(bulk.db, { name: `Bulkfolk ${n}`, status })).id);
    }
    other = (await insertCustomer(bulk.db, { name: 'Someone Else' })).id;
  });

  const toInactive = {
    action: 'users.status',
    filters: { name: 'bulkfolk' },
    status: 'inactive',
  };

  it('previews, then changes every matching user in batches, skipping those already so', async () => {
    const preview = await bulk.call('POST', '/bulk-runs/preview', toInactive);
    expect(preview.json().data).toEqual({ matching: 8, changing: 7, skipping: 0 });

    const run = await bulk.finished(await bulk.start(toInactive));
    expect(run).toMatchObject({ state: 'done', total: 8, done: 8, changed: 7, skipped: 0 });
    const statuses = await statusesOf(bulk.db, [...bulkUsers, other]);
    expect(bulkUsers.every((id) => statuses[id] === 'inactive')).toBe(true);
    expect(statuses[other]).toBe('active');
  });

  it('answers the same run to the same key, and refuses the key with another body', async () => {
    const key = bulk.freshKey();
    const body = { ...toInactive, filters: { name: 'nobody matches this' } };
    const first = await bulk.call('POST', '/bulk-runs', body, key);
    const again = await bulk.call('POST', '/bulk-runs', body, key);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await bulk.call('POST', '/bulk-runs', { ...body, status: 'active' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('request.key_reused');
  });

  it('reverts a run as one, skipping a row changed since', async () => {
    await bulk.db
      .update(customers)
      .set({ status: 'pending' })
      .where(inArray(customers.id, bulkUsers.slice(0, 2)));
    const runId = await bulk.start({ ...toInactive, status: 'suspended' });
    expect(await bulk.finished(runId)).toMatchObject({ changed: 8 });
    // Someone changes one row after the run.
    await bulk.db
      .update(customers)
      .set({ status: 'active' })
      .where(eq(customers.id, bulkUsers[5]!));

    const response = await bulk.call('POST', `/bulk-runs/${runId}/revert`, undefined, 'revert-1');
    expect(response.statusCode, response.body).toBe(200);
    const revert = await bulk.finished(response.json().data.id);
    expect(revert).toMatchObject({ state: 'done', total: 8, changed: 7, skipped: 1 });
    expect(revert.skippedRows).toEqual([
      { id: bulkUsers[5], reason: 'Changed since the run (now active)' },
    ]);
    const statuses = await statusesOf(bulk.db, bulkUsers);
    expect(bulkUsers.map((id) => statuses[id])).toEqual([
      'pending',
      'pending',
      'inactive',
      'inactive',
      'inactive',
      'active',
      'inactive',
      'inactive',
    ]);

    const original = (await bulk.call('GET', `/bulk-runs/${runId}`)).json().data;
    expect(original.revertedByRunId).toBe(revert.id);
    const twice = await bulk.call('POST', `/bulk-runs/${runId}/revert`, undefined, 'revert-2');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      message: 'This run was already reverted',
      code: 'bulk.reverted',
    });
    expect((await bulk.call('POST', `/bulk-runs/${runId}/cancel`)).json()).toEqual({
      message: 'This run has already finished',
      code: 'bulk.finished',
    });
    const ofRevert = await bulk.call('POST', `/bulk-runs/${revert.id}/revert`, undefined, 'r-3');
    expect(ofRevert.statusCode).toBe(409);
  });

  it('skips a merchant whose new status its kind is not offered, and says why', async () => {
    const withWhatsapp = await insertMerchant(bulk.db, {
      storeName: 'Bulkstore One',
      whatsappNumber: '9800000001',
    });
    const gstOnly = await insertMerchant(bulk.db, { storeName: 'Bulkstore Two' });
    const change = {
      action: 'merchants.status',
      filters: { storeName: 'bulkstore' },
      status: 'inactive',
    };
    const preview = await bulk.call('POST', '/bulk-runs/preview', change);
    expect(preview.json().data).toEqual({ matching: 2, changing: 1, skipping: 1 });
    const run = await bulk.finished(await bulk.start(change));
    expect(run).toMatchObject({ state: 'done', changed: 1, skipped: 1 });
    expect(run.skippedRows).toEqual([
      {
        id: gstOnly.id,
        reason: 'inactive is not offered for a merchant without a WhatsApp number',
      },
    ]);
    const rows = await bulk.db
      .select({ id: merchants.id, status: merchants.status })
      .from(merchants)
      .where(inArray(merchants.id, [withWhatsapp.id, gstOnly.id]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [withWhatsapp.id]: 'inactive',
      [gstOnly.id]: 'active',
    });
  });

  it('assigns a coupon to every matching user, and its revert takes back only those', async () => {
    const coupon = await insertCoupon(bulk.db, bulk.adminId, { code: 'BULK10' });
    await bulk.db
      .insert(couponAssignments)
      .values({ couponId: coupon.id, customerId: bulkUsers[0]!, assignedBy: bulk.adminId });
    const change = {
      action: 'users.assignCoupon',
      filters: { name: 'bulkfolk' },
      couponId: coupon.id,
    };
    expect((await bulk.call('POST', '/bulk-runs/preview', change)).json().data).toEqual({
      matching: 8,
      changing: 7,
      skipping: 0,
    });
    const runId = await bulk.start(change);
    expect(await bulk.finished(runId)).toMatchObject({ changed: 7 });
    const holders = async () =>
      (
        await bulk.db
          .select({ id: couponAssignments.customerId })
          .from(couponAssignments)
          .where(eq(couponAssignments.couponId, coupon.id))
      )
        .map((row) => row.id)
        .sort();
    expect(await holders()).toEqual([...bulkUsers].sort());

    const revert = await bulk.call(
      'POST',
      `/bulk-runs/${runId}/revert`,
      undefined,
      bulk.freshKey(),
    );
    expect(await bulk.finished(revert.json().data.id)).toMatchObject({ changed: 7 });
    expect(await holders()).toEqual([bulkUsers[0]]);
  });

  it('refuses a coupon that does not exist, and a run that does not', async () => {
    const change = {
      action: 'users.assignCoupon',
      filters: {},
      couponId: '0123456789abcdef01234567',
    };
    expect((await bulk.call('POST', '/bulk-runs/preview', change)).statusCode).toBe(404);
    const unknown = await bulk.call('GET', '/bulk-runs/0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Bulk run not found', code: 'bulk.not_found' });
    const unknownFilter = { action: 'users.status', filters: { storeName: 'x' }, status: 'active' };
    expect((await bulk.call('POST', '/bulk-runs/preview', unknownFilter)).statusCode).toBe(400);
  });

  it("disables matching products and changes matching drivers' status", async () => {
    const merchant = await insertMerchant(bulk.db);
    const category = await insertCategory(bulk.db);
    const product = await insertProduct(bulk.db, merchant.id, category.id, {
      title: 'Bulkable Pen',
    });
    const driver = await insertDriver(bulk.db, { firstName: 'Bulkdriver' });
    const products = await bulk.finished(
      await bulk.start({
        action: 'products.adminDisabled',
        filters: { title: 'bulkable' },
        adminDisabled: true,
      }),
    );
    expect(products).toMatchObject({ total: 1, changed: 1 });
    const drivers = await bulk.finished(
      await bulk.start({
        action: 'drivers.status',
        filters: { name: 'bulkdriver' },
        status: 'suspended',
      }),
    );
    expect(drivers).toMatchObject({ total: 1, changed: 1 });
    const listed = await bulk.call('GET', '/catalogs/products/get-products-admin?title=bulkable');
    expect(listed.json().products[0]).toMatchObject({ id: product.id, adminDisabled: true });
    const driverList = await bulk.call('GET', '/driver/list?name=bulkdriver');
    expect(driverList.json().drivers[0]).toMatchObject({ id: driver.id, status: 'suspended' });
  });

  it('changes each row once when two runners work one run (a retry beside a lost run)', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 10; n += 1) {
      ids.push((await insertCustomer(bulk.db, { name: `Twicefolk ${n}` })).id);
    }
    const run = await createRun(bulk.db, {
      action: 'users.status',
      param: 'pending',
      filters: { name: 'twicefolk' },
      administratorId: bulk.adminId,
    });
    await fixRows(bulk.db, run.id);
    await fixRows(bulk.db, run.id);
    const runner = async () => {
      while (!(await runBatch(bulk.db, run.id, 2))) {}
    };
    await Promise.all([runner(), runner()]);
    const status = (await bulk.call('GET', `/bulk-runs/${run.id}`)).json().data;
    expect(status).toMatchObject({ state: 'done', total: 10, done: 10, changed: 10 });
    const recorded = await bulk.db
      .select({ outcome: bulkRunRows.outcome, before: bulkRunRows.before })
      .from(bulkRunRows)
      .where(eq(bulkRunRows.runId, run.id));
    expect(recorded).toHaveLength(10);
    expect(recorded.every((row) => row.outcome === 'changed' && row.before === 'active')).toBe(
      true,
    );
  });
});

describe('cancelling a bulk run', () => {
  // One row a batch and a long pause after each: the run waits there until it is cancelled.
  const bulk = useBulkApp({ batchSize: 1, pauseMs: 600_000 });

  it('stops before the next batch, keeping what it changed, which its revert puts back', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      ids.push((await insertCustomer(bulk.db, { name: `Slowfolk ${n}` })).id);
    }
    const runId = await bulk.start({
      action: 'users.status',
      filters: { name: 'slowfolk' },
      status: 'suspended',
    });
    await vi.waitFor(async () => {
      const run = (await bulk.call('GET', `/bulk-runs/${runId}`)).json().data;
      expect(run).toMatchObject({ state: 'running', done: 1 });
    }, eventually);
    const early = await bulk.call('POST', `/bulk-runs/${runId}/revert`, undefined, 'too-early');
    expect(early.json()).toEqual({
      message: 'This run is still going; cancel it first',
      code: 'bulk.running',
    });
    const cancel = await bulk.call('POST', `/bulk-runs/${runId}/cancel`);
    expect(cancel.statusCode).toBe(200);
    const run = await bulk.finished(runId);
    expect(run).toMatchObject({ state: 'cancelled', total: 5, done: 1, changed: 1 });
    const statuses = await statusesOf(bulk.db, ids);
    expect(ids.map((id) => statuses[id])).toEqual([
      'suspended',
      'active',
      'active',
      'active',
      'active',
    ]);
    expect((await bulk.call('POST', `/bulk-runs/${runId}/cancel`)).statusCode).toBe(200);

    const revert = await bulk.call('POST', `/bulk-runs/${runId}/revert`, undefined, 'undo');
    // One row: the revert's only batch has no pause after it.
    expect(await bulk.finished(revert.json().data.id)).toMatchObject({ state: 'done', changed: 1 });
    const after = await statusesOf(bulk.db, ids);
    expect(ids.every((id) => after[id] === 'active')).toBe(true);
    const rows = await bulk.db
      .select()
      .from(bulkRunRows)
      .where(and(eq(bulkRunRows.runId, runId), eq(bulkRunRows.outcome, 'changed')));
    expect(rows).toHaveLength(1);
  });
});

describe('a bulk run whose batch PostgreSQL fails to break a deadlock', () => {
  const bulk = useBulkApp({ batchSize: 2, pauseMs: 0 });

  it('works that batch again and finishes, every row changed once', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      ids.push((await insertCustomer(bulk.db, { name: `Lockfolk ${n}` })).id);
    }
    // The first change of a user fails as a deadlock would (a sequence, which a rolled-back
    // transaction does not take back, lets it fail only once).
    await bulk.db.execute(sql`create sequence deadlock_once`);
    await bulk.db.execute(sql`create function deadlock_once() returns trigger language plpgsql as $$
      begin
        if nextval('deadlock_once') = 1 then
          raise exception 'deadlock detected' using errcode = '40P01';
        end if;
        return null;
      end $$`);
    await bulk.db.execute(sql`create trigger deadlock_once after update on customers
      for each statement execute function deadlock_once()`);
    try {
      const runId = await bulk.start({
        action: 'users.status',
        filters: { name: 'lockfolk' },
        status: 'suspended',
      });
      const run = await bulk.finished(runId);
      expect(run).toMatchObject({ state: 'done', total: 5, done: 5, changed: 5, skipped: 0 });
      const statuses = await statusesOf(bulk.db, ids);
      expect(ids.every((id) => statuses[id] === 'suspended')).toBe(true);
    } finally {
      await bulk.db.execute(sql`drop trigger deadlock_once on customers`);
    }
  });
});
