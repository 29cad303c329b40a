import { addDays, businessDay, dashboard } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import { type QueuedOrder, queuePage } from '../repos/assignment-queue.js';
import {
  type DayCounts,
  glanceDays,
  type MoneyDue,
  type Waiting,
  waitingWork,
} from '../repos/dashboard.js';
import { assignMerchants } from '../repos/order-assignment.js';
import { orderNotFound } from './orders.js';
import { isoTime } from './wire-time.js';

export interface DashboardRoutesOptions {
  /** The clock "today" and "late" are read on: tests fix it. */
  readonly now?: (() => Date) | undefined;
}

const figuresOf = (counts: DayCounts) => ({
  ...counts,
  revenue: Number(counts.revenue),
  averageOrderValue: Number(counts.averageOrderValue),
});

const waitingOf = ({ count, oldestPlacedAt }: Waiting) => ({
  count,
  oldestPlacedAt: oldestPlacedAt?.toISOString() ?? null,
});

const moneyOf = ({ total, largest }: MoneyDue) => ({
  total: Number(total),
  largest: largest.map((entry) => ({ ...entry, due: Number(entry.due) })),
});

const queueEntryOf = ({ placedAt, subTotal, ...entry }: QueuedOrder) => ({
  ...entry,
  placedAt: isoTime(placedAt),
  subTotal: Number(subTotal),
});

/** The Dashboard's calls: today at a glance, the work waiting, and the assignment queue. */
export const dashboardRoutes: FastifyPluginAsync<DashboardRoutesOptions> = async (app, options) => {
  const { db } = app;
  const now = options.now ?? (() => new Date());

  registerCall(app, dashboard.glance, async () => {
    const today = businessDay(now());
    const days = await glanceDays(db, today);
    const on = (day: string) => figuresOf(days.find((counts) => counts.day === day)!);
    return {
      today: on(today),
      yesterday: on(addDays(today, -1)),
      lastWeek: on(addDays(today, -7)),
      chart: days.map(({ day, revenue, orders }) => ({ day, revenue: Number(revenue), orders })),
    };
  });

  registerCall(app, dashboard.waiting, async ({ admin }) => {
    // Each figure only for a role that may read what it counts (and not worked out otherwise).
    const readsOrders = admin.permissions.has('orders:read');
    const readsMoney = admin.permissions.has('settlements:read');
    const work = await waitingWork(db, { now: now(), money: readsMoney });
    return {
      ...(readsOrders && {
        unaccepted: waitingOf(work.unaccepted),
        readyWithoutDriver: waitingOf(work.readyWithoutDriver),
        lateDeliveries: waitingOf(work.lateDeliveries),
      }),
      lateAfterHours: work.lateAfterHours,
      ...(work.money && {
        merchantsDue: moneyOf(work.money.merchantsDue),
        driversDue: moneyOf(work.money.driversDue),
        pendingApprovals: work.money.pendingApprovals,
      }),
      exportsRunning: work.exports,
      bulkRunsRunning: work.bulkRuns,
    };
  });

  registerCall(app, dashboard.queue, async ({ query }) => {
    const limit = query.limit ?? dashboard.QUEUE_PAGE_DEFAULT;
    // One more than the page: whether there is a next one.
    const found = await queuePage(db, { after: query.after, limit: limit + 1 });
    const entries = found.slice(0, limit).map(queueEntryOf);
    const last = entries.at(-1);
    return { entries, next: found.length > limit && last ? { after: last.id } : null };
  });

  registerCall(app, dashboard.take, async ({ params, body }) => {
    const outcome = await assignMerchants(db, params.id, body.items, { queued: true });
    if (outcome.ok) return { message: `Merchants assigned to ${outcome.assigned} products` };
    if (outcome.reason === 'notFound') throw orderNotFound();
    if (outcome.reason === 'invalid') throw new HttpError(400, outcome.message);
    // Cancelled, or assigned by another operator meanwhile: it has left the queue.
    throw new HttpError(409, 'This order has already left the queue: another operator took it');
  });
};
