import { administrators, builtInRoleIds } from '@satchel/db/schema';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.js';
import { signIn } from '../support/app.js';
import { type EventStreamReader, readEventStream } from '../support/event-stream-reader.js';
import {
  insertCategory,
  insertCoupon,
  insertCustomer,
  insertMerchant,
  insertOrder,
  insertProduct,
} from '../support/factories.js';
import { operatorWithRole } from '../support/operators.js';
import { useRouteApp } from '../support/route-app.js';

const route = useRouteApp({ eventStreamLimits: { heartbeatMs: 100, maxBufferedBytes: 64 * 1024 } });
let origin: string;

beforeAll(async () => {
  origin = await route.app.listen({ host: '127.0.0.1', port: 0 });
});

/** A ticket for `token`'s session, as the console asks for one. */
async function ticketFor(token = route.token): Promise<string> {
  const answer = await route.call('POST', '/events/ticket', undefined, token);
  expect(answer.statusCode).toBe(200);
  return answer.json().data.ticket;
}

const streamUrl = (ticket?: string, lastEventId?: string) => {
  const query = new URLSearchParams();
  if (ticket !== undefined) query.set('ticket', ticket);
  if (lastEventId !== undefined) query.set('lastEventId', lastEventId);
  return `${origin}/api/v1/events?${query}`;
};

async function openStream(token = route.token, lastEventId?: string): Promise<EventStreamReader> {
  const stream = await readEventStream(streamUrl(await ticketFor(token), lastEventId));
  expect(stream.status).toBe(200);
  return stream;
}

/** An order of a new product of a new merchant, by a new customer, as another process adds one. */
async function insertOrderOfNewProduct() {
  const [customer, merchant, category] = await Promise.all([
    insertCustomer(route.db),
    insertMerchant(route.db),
    insertCategory(route.db),
  ]);
  const product = await insertProduct(route.db, merchant.id, category.id);
  return insertOrder(route.db, customer.id, [
    { productId: product.id, merchantId: merchant.id, price: '10.00', quantity: 1 },
  ]);
}

const named = (name: string) => (event: { event: string }) => event.event === name;
const changeOf =
  (kind: string, id?: string) =>
  (event: { event: string; data: string }): boolean => {
    if (event.event !== 'change') return false;
    const notice = JSON.parse(event.data);
    return notice.kind === kind && (id === undefined || notice.id === id);
  };

describe('the change stream', () => {
  it('is refused 401 {message, code} without a ticket, or with one that is not good', async () => {
    for (const url of [streamUrl(), streamUrl('A'.repeat(43))]) {
      const stream = await readEventStream(url);
      expect(stream.status).toBe(401);
      expect(JSON.parse(stream.events[0]!.data)).toEqual({
        message: expect.any(String),
        code: 'auth.required',
      });
    }
    const noBearer = await route.call('POST', '/events/ticket', undefined, null);
    expect(noBearer.statusCode).toBe(401);
  });

  it('opens once per ticket, and not after the ticket expires', async () => {
    const ticket = await ticketFor();
    const first = await readEventStream(streamUrl(ticket));
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await first.next(named('ready'));
    const again = await readEventStream(streamUrl(ticket));
    expect(again.status).toBe(401);
    first.close();

    const stale = await ticketFor();
    await route.db.execute(
      sql`update event_tickets set expires_at = now() - interval '1 second' where ticket_hash = ${hashToken(stale)}`,
    );
    expect((await readEventStream(streamUrl(stale))).status).toBe(401);
  });

  it('carries a write made through the API, and a row another process inserted', async () => {
    const stream = await openStream();
    try {
      await stream.next(named('ready'));
      const coupon = await insertCoupon(route.db, route.adminId);
      await stream.next(changeOf('coupons', coupon.id));
      const changed = await route.call('PATCH', `/admin/update-coupon/${coupon.id}`, {
        name: 'Renamed elsewhere',
      });
      expect(changed.statusCode).toBe(200);
      const update = await stream.next(
        (event) => changeOf('coupons', coupon.id)(event) && event.data.includes('"update"'),
      );
      expect(JSON.parse(update.data)).toEqual({ kind: 'coupons', id: coupon.id, action: 'update' });

      const { order } = await insertOrderOfNewProduct();
      const inserted = await stream.next(changeOf('orders', order.id));
      expect(JSON.parse(inserted.data)).toEqual({ kind: 'orders', id: order.id, action: 'insert' });
      // Every event carries a position to resume from, one after the other.
      expect(inserted.id).toMatch(/^[0-9a-f]+-\d+$/);
    } finally {
      stream.close();
    }
  });

  it('collapses a statement that changes many rows into one notice', async () => {
    const stream = await openStream();
    try {
      await stream.next(named('ready'));
      await route.db.execute(
        sql`insert into customers (id, name, phone) select substr(md5('bulk' || g), 1, 24), 'Bulk ' || g, '6' || lpad(g::text, 9, '0') from generate_series(1, 500) g`,
      );
      const many = await stream.next(changeOf('users'));
      expect(JSON.parse(many.data)).toEqual({ kind: 'users', action: 'many' });
      const coupon = await insertCoupon(route.db, route.adminId);
      await stream.next(changeOf('coupons', coupon.id));
      expect(stream.events.filter(changeOf('users'))).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('continues from Last-Event-ID with what was missed, and resets when it cannot', async () => {
    // A second console stays, to see when the change has reached this instance.
    const watcher = await openStream();
    await watcher.next(named('ready'));
    const stream = await openStream();
    const ready = await stream.next(named('ready'));
    stream.close();
    const coupon = await insertCoupon(route.db, route.adminId);
    await watcher.next(changeOf('coupons', coupon.id));
    watcher.close();

    const resumed = await openStream(route.token, ready.id);
    try {
      const missed = await resumed.next(changeOf('coupons', coupon.id));
      const inStep = await resumed.next(named('ready'));
      expect(resumed.events.indexOf(missed)).toBeLessThan(resumed.events.indexOf(inStep));
      expect(resumed.events.some(named('reset'))).toBe(false);
    } finally {
      resumed.close();
    }

    // A position of another instance or an earlier start: changes may have been missed.
    const elsewhere = await readEventStream(streamUrl(await ticketFor()), {
      'last-event-id': '0123456789ab-7',
    });
    try {
      await elsewhere.next(named('reset'));
      expect(elsewhere.events.some(named('ready'))).toBe(false);
    } finally {
      elsewhere.close();
    }
  });

  it('tells open streams to reload when the instance stopped hearing changes for a while', async () => {
    const stream = await openStream();
    try {
      const ready = await stream.next(named('ready'));
      // The listener's connection is cut (a database restart, a network fault).
      await route.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
      );
      const reset = await stream.next(named('reset'), 30_000);
      expect(reset.id).not.toBe(ready.id);
      expect(reset.id?.split('-')[0]).not.toBe(ready.id?.split('-')[0]);
      // A console that was away across the gap reloads too.
      const late = await readEventStream(streamUrl(await ticketFor(), ready.id));
      await late.next(named('reset'));
      late.close();
      // And the stream goes on carrying changes.
      const coupon = await insertCoupon(route.db, route.adminId);
      await stream.next(changeOf('coupons', coupon.id), 30_000);
    } finally {
      stream.close();
    }
  });

  it('sends heartbeats while nothing changes', async () => {
    const stream = await openStream();
    try {
      await stream.next(named('ready'));
      await expect.poll(() => stream.comments, { timeout: 20_000 }).toBeGreaterThan(1);
    } finally {
      stream.close();
    }
  });

  it('ends when its session ends (logout), and its ticket is then refused', async () => {
    const token = await signIn(route.app);
    const stream = await openStream(token);
    await stream.next(named('ready'));
    const unused = await ticketFor(token);
    expect((await route.call('POST', '/admin/logout', undefined, token)).statusCode).toBe(200);
    await stream.ended;
    expect((await readEventStream(streamUrl(unused))).status).toBe(401);
  });

  it('tells a console only of the lists its role reads, and reopens when that changes', async () => {
    const cataloguer = await operatorWithRole(route.db, builtInRoleIds.catalogue);
    const catalogue = await openStream(cataloguer.token);
    try {
      await catalogue.next(named('ready'));
      const { order } = await insertOrderOfNewProduct();
      await insertCoupon(route.db, route.adminId);
      // Notices come in order: once this one is there, every earlier one it was told of is too.
      const last = await insertCategory(route.db);
      await catalogue.next(changeOf('categories', last.id));
      // Orders, users and coupons are Support's: the Catalogue console was never told of them.
      const told = catalogue.events
        .filter(named('change'))
        .map((event) => JSON.parse(event.data).kind);
      expect(new Set(told)).toEqual(new Set(['products', 'categories', 'merchants']));
      expect(catalogue.events.some(changeOf('orders', order.id))).toBe(false);

      // Given Support, its stream ends, to reopen telling of Support's lists.
      await route.db
        .update(administrators)
        .set({ roleId: builtInRoleIds.support })
        .where(eq(administrators.id, cataloguer.id));
      await catalogue.ended;
      const support = await openStream(cataloguer.token);
      try {
        await support.next(named('ready'));
        const next = await insertCoupon(route.db, route.adminId);
        await support.next(changeOf('coupons', next.id));
      } finally {
        support.close();
      }
    } finally {
      catalogue.close();
    }
  });
});
