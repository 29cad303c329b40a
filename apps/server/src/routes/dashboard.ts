import { addDays, businessDay, dashboard } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { registerCall } from '../http/register-call.js';
import {
  type DayCounts,
  driversDue,
  glanceDays,
  type MoneyDue,
  merchantsDue,
  type Waiting,
  waitingWork,
} from '../repos/dashboard.js';
import { readSetting } from '../repos/settings.js';
import { pendingRequestCount } from '../repos/settlement-requests.js';

export interface DashboardRoutesOptions {
  /** The clock "today" and "late" are read on: tests fix it. */
  readonly now?: (() => Date) | undefined;
}

const HOUR_MS = 3_600_000;

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

/** The Dashboard's calls: today at a glance, and the work waiting. */
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

  registerCall(app, dashboard.waiting, async () => {
    const lateAfterHours = await readSetting(db, 'lateDeliveryHours');
    const lateBefore = new Date(now().getTime() - lateAfterHours * HOUR_MS);
    const [work, merchants, drivers, pendingApprovals] = await Promise.all([
      waitingWork(db, lateBefore),
      merchantsDue(db),
      driversDue(db),
      pendingRequestCount(db),
    ]);
    return {
      unaccepted: waitingOf(work.unaccepted),
      readyWithoutDriver: waitingOf(work.readyWithoutDriver),
      lateDeliveries: waitingOf(work.lateDeliveries),
      lateAfterHours,
      merchantsDue: moneyOf(merchants),
      driversDue: moneyOf(drivers),
      exportsRunning: work.exports,
      bulkRunsRunning: work.bulkRuns,
      pendingApprovals,
    };
  });
};
