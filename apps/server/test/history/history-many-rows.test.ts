import { productCsvColumns, productCsvExamples } from '@satchel/api';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCustomer } from '../support/factories.js';
import { csvText, freshMerchant, productsOf, upload, uploadPath } from '../support/product-csv.js';
import { useRouteApp } from '../support/route-app.js';
import { entryCount, historyOf } from './history-support.js';

// Small batches, so that a run takes several transactions.
const server = useRouteApp({ config: { bulkRunPace: { batchSize: 3, pauseMs: 0 } } });
// Runs are picked up by a polling queue on a busy machine: wait for what they do, however long.
const eventually = { timeout: 60_000, interval: 100 };
vi.setConfig({ testTimeout: 180_000 });

interface EntryPage {
  readonly entry: { id: string; action: string; rows: number; administratorId: string };
  readonly changes: { position: number; recordId: string; source: string; operation: string }[];
  readonly more: boolean;
}

/** Every row change of an entry, read a page at a time as a client would. */
async function everyChangeOf(id: string) {
  const changes: EntryPage['changes'] = [];
  let page: EntryPage;
  do {
    const after = changes.at(-1)?.position ?? 0;
    const response = await server.call('GET', `/audit/${id}?after=${after}`);
    expect(response.statusCode, response.body).toBe(200);
    page = response.json().data;
    changes.push(...page.changes);
  } while (page.more);
  return { entry: page.entry, changes };
}

describe('a CSV import', () => {
  it('is one entry naming every product it made', async () => {
    const { merchantId, category } = await freshMerchant(server.db);
    const skus = ['HIST-1', 'HIST-2', 'HIST-3'];
    const csv = csvText(
      productCsvColumns.main,
      skus.map((sku) => ({ ...productCsvExamples.main, categoryName: category.name, sku })),
    );
    const before = await entryCount(server);
    const response = await upload(server, uploadPath(merchantId), csv);
    expect(response.statusCode, response.body).toBe(201);
    expect(await entryCount(server)).toBe(before + 1);

    const made = await productsOf(server.db, merchantId);
    const [entry] = await historyOf(server, 'products', made[0]!.id);
    expect(entry).toMatchObject({
      administratorId: server.adminId,
      action: 'productCsv.upload',
      kind: 'products',
      rows: 3,
    });
    const { changes } = await everyChangeOf(entry!.id);
    expect(changes.map((change) => change.recordId).sort()).toEqual(
      made.map((product) => product.id).sort(),
    );
    expect(changes.every((change) => change.operation === 'insert')).toBe(true);
  });

  it('that is refused leaves no entry', async () => {
    const { merchantId } = await freshMerchant(server.db);
    const csv = csvText(productCsvColumns.main, [
      { ...productCsvExamples.main, categoryName: 'no such category', sku: 'HIST-X' },
    ]);
    const before = await entryCount(server);
    expect((await upload(server, uploadPath(merchantId), csv)).statusCode).toBe(400);
    expect(await entryCount(server)).toBe(before);
  });
});

describe('a bulk run', () => {
  const customers: string[] = [];

  beforeAll(async () => {
    for (let n = 0; n < 7; n += 1) {
      customers.push((await insertCustomer(server.db, { name: `Historyfolk ${n}` })).id);
    }
  });

  it('is one entry naming every row it changed, over all its batches', async () => {
    const started = await server.call(
      'POST',
      '/bulk-runs',
      { action: 'users.status', filters: { name: 'historyfolk' }, status: 'suspended' },
      undefined,
      { 'idempotency-key': 'history-bulk-1' },
    );
    expect(started.statusCode, started.body).toBe(200);
    const runId = started.json().data.id;
    await vi.waitFor(async () => {
      const run = (await server.call('GET', `/bulk-runs/${runId}`)).json().data;
      expect(run).toMatchObject({ state: 'done', changed: 7 });
    }, eventually);

    const entries = await Promise.all(customers.map((id) => historyOf(server, 'users', id)));
    // Each customer's newest entry is the run's, and it is the same one for all seven.
    const runEntries = new Set(entries.map(([newest]) => newest!.id));
    expect(runEntries.size).toBe(1);
    const [entryId] = runEntries;
    const { entry, changes } = await everyChangeOf(entryId!);
    expect(entry).toMatchObject({
      administratorId: server.adminId,
      action: 'bulkRuns.start',
      kind: 'users',
      recordId: null,
      rows: 7,
    });
    expect(changes.map((change) => change.recordId).sort()).toEqual([...customers].sort());
    // History offers the run's own revert, never one row's.
    expect(entries[0]![0]).toMatchObject({ revertible: false, revertibleRunId: runId });
    expect(entries[0]![0]!.changes).toEqual([
      expect.objectContaining({
        source: 'customers',
        operation: 'update',
        before: { status: 'active' },
        after: { status: 'suspended' },
      }),
    ]);

    const reverted = await server.call('POST', `/bulk-runs/${runId}/revert`, undefined, undefined, {
      'idempotency-key': 'history-bulk-revert-1',
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    await vi.waitFor(async () => {
      const [newest, run] = await historyOf(server, 'users', customers[0]!);
      // The revert is an entry of its own; the run, reverted, is offered no more.
      expect(newest).toMatchObject({
        action: 'bulkRuns.revert',
        changes: [expect.objectContaining({ after: { status: 'active' } })],
      });
      expect(run).toMatchObject({ id: entryId, revertibleRunId: null });
    }, eventually);
  });
});
