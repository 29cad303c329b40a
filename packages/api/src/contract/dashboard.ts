import { type Static, Type } from 'typebox';
import { defineCall, SIGNED_IN } from './call.js';
import { Id, MessageBody, Nullable } from './common.js';

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
  // Revenue and order counts are Sales Track's figures.
  permission: 'sales:read',
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

/**
 * A figure the caller's role may read, and only then (absent otherwise): orders waiting need
 * `orders:read`, money due `settlements:read`.
 */
const ordersFigure = (description: string) =>
  Type.Optional(
    Type.Object(WaitingOrders.properties, {
      description: `${description} Present when the role holds orders:read.`,
    }),
  );
const moneyFigure = (description: string) =>
  Type.Optional(
    Type.Object(MoneyDue.properties, {
      description: `${description} Present when the role holds settlements:read.`,
    }),
  );

export const Waiting = Type.Object({
  unaccepted: ordersFigure('Orders placed and not yet accepted by a merchant (status placed).'),
  readyWithoutDriver: ordersFigure(
    'Orders ready to pick (status readyToPick) that no driver has taken.',
  ),
  lateDeliveries: ordersFigure(
    'Orders out for delivery (status outForDelivery) placed more than lateAfterHours ago.',
  ),
  lateAfterHours: Type.Integer({
    minimum: 1,
    maximum: 240,
    description: 'The hours after which an order out for delivery counts as late.',
  }),
  merchantsDue: moneyFigure(
    'What merchants are still owed: their items’ price × quantity in delivered orders less what was settled to them.',
  ),
  driversDue: moneyFigure(
    'What drivers are still owed: delivery fees and tips of the orders they delivered less the earnings settled to them.',
  ),
  exportsRunning: Count('List exports being written (state running), of every operator.'),
  bulkRunsRunning: Count('Bulk runs queued or running.'),
  pendingApprovals: Type.Optional(
    Count(
      'Settlements above the approval threshold waiting for a second operator to approve them. Present when the role holds settlements:read.',
    ),
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
  // Every operator's start; each figure follows its own permission (see Waiting).
  permission: SIGNED_IN,
  response: { 200: Waiting },
});

/** How many queue entries a page holds at most, and by default. */
export const QUEUE_PAGE_MAX = 50;
export const QUEUE_PAGE_DEFAULT = 20;
/** How many merchants each queue entry suggests (kept so by migration 0045, which stores them). */
export const SUGGESTIONS_SHOWN = 3;

/** A merchant able to supply some of a waiting order's items. */
export const SuggestedMerchant = Type.Object({
  merchantId: Id,
  storeName: Type.String({ maxLength: 400 }),
  covers: Count('How many of the order’s items waiting for a merchant it can supply.'),
  distanceKm: Nullable(
    Type.Number({
      minimum: 0,
      description:
        'How far the store is from the order’s address, in kilometres; null when either place is unknown.',
    }),
  ),
});
export type SuggestedMerchant = Static<typeof SuggestedMerchant>;

/** One product of the order and the merchant the suggestion gives it. */
export const SuggestedChoice = Type.Object({ productId: Id, merchantId: Id });
export type SuggestedChoice = Static<typeof SuggestedChoice>;

/** A placed order no merchant has taken, with who could take it. */
export const QueueEntry = Type.Object({
  id: Id,
  orderId: Type.String({ maxLength: 40, description: 'The order number.' }),
  placedAt: Type.String({ format: 'date-time', maxLength: 40 }),
  customer: Type.String({ maxLength: 400 }),
  city: Type.String({ maxLength: 200 }),
  subTotal: Rupees('The sum of its items’ price × quantity, in rupees.'),
  items: Count('Its items waiting for a merchant.'),
  suggestions: Type.Array(SuggestedMerchant, {
    maxItems: SUGGESTIONS_SHOWN,
    description: `The ${SUGGESTIONS_SHOWN} possible merchants covering the most items, nearest first among equals.`,
  }),
  assignment: Nullable(
    Type.Array(SuggestedChoice, {
      minItems: 1,
      maxItems: 500,
      description:
        'The suggestion as one click assigns it: each product to the first suggested merchant (in the order above, among all possible ones) able to supply it.',
    }),
  ),
});
export type QueueEntry = Static<typeof QueueEntry>;

export const queue = defineCall({
  method: 'GET',
  path: '/dashboard/queue',
  summary: 'The assignment queue: placed orders no merchant has taken, oldest first',
  description: [
    'Orders in status placed with an item of a product no merchant is assigned to, oldest first,',
    'each with its suggested merchants (the possible merchants of repos/possible-merchants.ts:',
    'stored with the items and offering the products). A page is read in one round trip;',
    '`after` continues after the entry with that id.',
  ].join(' '),
  tags: ['dashboard'],
  auth: true,
  permission: 'orders:read',
  querystring: Type.Object({
    after: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: QUEUE_PAGE_MAX })),
  }),
  response: {
    200: Type.Object({
      entries: Type.Array(QueueEntry, { maxItems: QUEUE_PAGE_MAX }),
      next: Nullable(Type.Object({ after: Id }, { description: 'Where the next page starts.' })),
    }),
  },
});

export const take = defineCall({
  method: 'POST',
  path: '/dashboard/queue/:id/assign',
  summary: 'Assign a queued order’s products to merchants, unless another operator took it first',
  description:
    'As /sales/orders/assign-merchants-by-admin, for an order still in the queue: 409 when it has left it (placed no more, or its items have merchants).',
  tags: ['dashboard'],
  auth: true,
  permission: 'orders:write',
  params: Type.Object({ id: Id }),
  body: Type.Object({
    items: Type.Array(SuggestedChoice, { minItems: 1, maxItems: 500 }),
  }),
  response: { 200: MessageBody },
});
