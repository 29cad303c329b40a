import { type Static, Type } from 'typebox';
import { defineCall, SIGNED_IN } from './call.js';
import { Id, Nullable } from './common.js';

/** The days the glance's chart covers, today included. */
export const GLANCE_CHART_DAYS = 14;
/** How many of the largest amounts due each money tile names. */
export const LARGEST_DUE_SHOWN = 5;

const Day = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'A day of India’s calendar (Asia/Kolkata), `YYYY-MM-DD`.',
});
const Rupees = (description: string) => Type.Number({ minimum: 0, description });
const Count = (description: string) => Type.Integer({ minimum: 0, description });
const Instant = (description: string) =>
  Nullable(Type.String({ format: 'date-time', maxLength: 40, description }));

/** One business day's figures, as Sales Track counts them. */
export const DayFigures = Type.Object({
  day: Day,
  revenue: Rupees(
    'Sum of the sub-totals (items’ price × quantity; fees and tips left out) of the orders placed that day whose status is delivered, in rupees to the paisa: Sales Track’s revenue.',
  ),
  orders: Count('Orders placed that day in every status but cancelled: Sales Track’s order count.'),
  averageOrderValue: Rupees(
    'revenue divided by the orders placed that day that are delivered (the orders it sums), to the paisa; 0 when none is delivered.',
  ),
  cancellations: Count('Orders placed that day whose status is cancelled.'),
});
export type DayFigures = Static<typeof DayFigures>;

/** A day of the glance's chart. */
export const ChartDay = Type.Object({
  day: Day,
  revenue: Rupees('As `revenue` of the day figures.'),
  orders: Count('As `orders` of the day figures.'),
});
export type ChartDay = Static<typeof ChartDay>;

export const Glance = Type.Object({
  today: DayFigures,
  yesterday: DayFigures,
  /** The same weekday a week ago. */
  lastWeek: DayFigures,
  chart: Type.Array(ChartDay, {
    minItems: GLANCE_CHART_DAYS,
    maxItems: GLANCE_CHART_DAYS,
    description: `The last ${GLANCE_CHART_DAYS} business days, oldest first, today last (days without orders as zeros).`,
  }),
});
export type Glance = Static<typeof Glance>;

export const glance = defineCall({
  method: 'GET',
  path: '/dashboard/glance',
  summary: 'Today at a glance: revenue, orders, average order value and cancellations',
  description: [
    'Today’s figures against yesterday’s and the same weekday last week’s, with the last',
    `${GLANCE_CHART_DAYS} days for a chart. Days are India’s business days (Asia/Kolkata); an order`,
    'belongs to the day it was placed. Read from the daily order counters the order triggers',
    'keep exact, never by counting orders.',
  ].join(' '),
  tags: ['dashboard'],
  auth: true,
  // Every operator's start: counts and sums, whatever the role (per-tile permissions later).
  permission: SIGNED_IN,
  response: { 200: Glance },
});

/** Orders waiting in one status: how many, and since when the oldest. */
export const WaitingOrders = Type.Object({
  count: Count('How many orders wait.'),
  oldestPlacedAt: Instant('When the oldest of them was placed; null when none waits.'),
});
export type WaitingOrders = Static<typeof WaitingOrders>;

/** Someone owed money, and how much. */
export const AmountDue = Type.Object({
  id: Id,
  name: Type.String({
    maxLength: 400,
    description: 'The merchant’s store name, the driver’s full name.',
  }),
  due: Rupees('What is still due, in rupees.'),
});
export type AmountDue = Static<typeof AmountDue>;

export const MoneyDue = Type.Object({
  total: Rupees('The sum of what every one of them is still due, in rupees.'),
  largest: Type.Array(AmountDue, {
    maxItems: LARGEST_DUE_SHOWN,
    description: `The ${LARGEST_DUE_SHOWN} largest amounts due, largest first (only those due something).`,
  }),
});
export type MoneyDue = Static<typeof MoneyDue>;

export const Waiting = Type.Object({
  unaccepted: Type.Object(WaitingOrders.properties, {
    description: 'Orders placed and not yet accepted by a merchant (status placed).',
  }),
  readyWithoutDriver: Type.Object(WaitingOrders.properties, {
    description: 'Orders ready to pick (status readyToPick) that no driver has taken.',
  }),
  lateDeliveries: Type.Object(WaitingOrders.properties, {
    description: `Orders out for delivery (status outForDelivery) placed more than lateAfterHours ago.`,
  }),
  lateAfterHours: Type.Integer({
    minimum: 1,
    maximum: 240,
    description: 'The hours after which an order out for delivery counts as late.',
  }),
  merchantsDue: Type.Object(MoneyDue.properties, {
    description:
      'What merchants are still owed: their items’ price × quantity in delivered orders less what was settled to them.',
  }),
  driversDue: Type.Object(MoneyDue.properties, {
    description:
      'What drivers are still owed: delivery fees and tips of the orders they delivered less the earnings settled to them.',
  }),
  exportsRunning: Count('List exports being written (state running), of every operator.'),
  bulkRunsRunning: Count('Bulk runs queued or running.'),
  pendingApprovals: Count(
    'Settlements above the approval threshold waiting for a second operator to approve them.',
  ),
});
export type Waiting = Static<typeof Waiting>;

export const waiting = defineCall({
  method: 'GET',
  path: '/dashboard/waiting',
  summary: 'Work waiting: orders no one has taken, late deliveries, money due, runs in progress',
  description: [
    'Each figure counts what is waiting now, read off indexes and the counters the triggers keep.',
    'An order out for delivery is late once placed more than lateAfterHours ago (a setting;',
    'orders keep no time they left with their driver, so the age is the order’s own).',
  ].join(' '),
  tags: ['dashboard'],
  auth: true,
  // Every operator's start: counts and sums, whatever the role (per-tile permissions later).
  permission: SIGNED_IN,
  response: { 200: Waiting },
});
