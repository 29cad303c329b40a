import { type Static, type TObject, type TProperties, Type } from 'typebox';
import { defineCall } from './call.js';
import { Id, IdempotencyHeaders, ListQuery, Nullable } from './common.js';
import { DriverStatus } from './drivers.js';
import { listCalls } from './list-kinds.js';
import { MerchantStatus } from './merchants.js';
import { UserStatus } from './users.js';

/**
 * A list's filters as a bulk run takes them: its list call's query without the paging fields,
 * so a run matches exactly the rows the list shows under the same filters.
 */
const filtersOf = <P extends TProperties>(query: TObject<P>) => {
  const paging = new Set(Object.keys(ListQuery.properties));
  return Type.Object(
    Object.fromEntries(
      Object.entries(query.properties).filter(([name]) => !paging.has(name)),
    ) as Omit<P, keyof typeof ListQuery.properties>,
  );
};

/**
 * What a bulk run does to every row matching `filters` of its list: one of the actions the list
 * screens offer for one row, with the same rules (a row the rule refuses is skipped, with its
 * reason). `action` names the list and the change.
 */
export const BulkChange = Type.Union([
  Type.Object({
    action: Type.Literal('users.status'),
    filters: filtersOf(listCalls.users.querystring),
    status: UserStatus,
  }),
  Type.Object({
    action: Type.Literal('users.assignCoupon'),
    filters: filtersOf(listCalls.users.querystring),
    couponId: Id,
  }),
  Type.Object({
    action: Type.Literal('merchants.status'),
    filters: filtersOf(listCalls.merchants.querystring),
    status: MerchantStatus,
  }),
  Type.Object({
    action: Type.Literal('drivers.status'),
    filters: filtersOf(listCalls.drivers.querystring),
    status: DriverStatus,
  }),
  Type.Object({
    action: Type.Literal('products.adminDisabled'),
    filters: filtersOf(listCalls.products.querystring),
    adminDisabled: Type.Boolean(),
  }),
]);
export type BulkChange = Static<typeof BulkChange>;
export type BulkAction = BulkChange['action'];

export const bulkRunStates = ['queued', 'running', 'done', 'cancelled', 'failed'] as const;
export const BulkRunState = Type.Enum(bulkRunStates);
export type BulkRunState = Static<typeof BulkRunState>;

/** How many skipped rows a run's status lists (the first, in the run's order). */
export const MAX_SKIPPED_SHOWN = 20;

/** A row a run left as it was, and why. */
export const SkippedRow = Type.Object({ id: Id, reason: Type.String({ maxLength: 200 }) });
export type SkippedRow = Static<typeof SkippedRow>;

/** A bulk run as its status call answers it. */
export const BulkRun = Type.Object({
  id: Id,
  action: Type.String({ maxLength: 50 }),
  state: BulkRunState,
  /** The rows matching when the run began (0 while queued). */
  total: Type.Integer({ minimum: 0 }),
  /** Rows looked at so far: changed, skipped or already as asked. */
  done: Type.Integer({ minimum: 0 }),
  changed: Type.Integer({ minimum: 0 }),
  skipped: Type.Integer({ minimum: 0 }),
  skippedRows: Type.Array(SkippedRow, { maxItems: MAX_SKIPPED_SHOWN }),
  /** A revert names the run it reverts; a reverted run names its revert. */
  revertsRunId: Nullable(Id),
  revertedByRunId: Nullable(Id),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type BulkRun = Static<typeof BulkRun>;

const RunAnswer = Type.Object({ data: BulkRun });
const ById = Type.Object({ id: Id });

export const preview = defineCall({
  method: 'POST',
  path: '/bulk-runs/preview',
  summary: 'How many rows match a bulk change, and how many it would change',
  description:
    'Counts, without changing anything, the rows of the list matching `filters`: how many ' +
    'there are, how many the change would change, and how many its rules would skip.',
  tags: ['bulk-runs'],
  auth: true,
  permission: { list: 'body.action', action: 'bulk' },
  body: BulkChange,
  response: {
    200: Type.Object({
      data: Type.Object({
        matching: Type.Integer({ minimum: 0 }),
        changing: Type.Integer({ minimum: 0 }),
        skipping: Type.Integer({ minimum: 0 }),
      }),
    }),
  },
});
export type BulkPreview = Static<(typeof preview.response)[200]>['data'];

export const start = defineCall({
  method: 'POST',
  path: '/bulk-runs',
  summary: 'Start a bulk change of every row matching a list filter',
  description:
    'Queues a run that fixes the matching rows when it begins, then changes them in batches, ' +
    'recording each changed row and its value before. Send a new Idempotency-Key with each ' +
    'confirmation, the same one when sending it again: the same key answers the same run; ' +
    'with another body it is refused with 422.',
  tags: ['bulk-runs'],
  auth: true,
  permission: { list: 'body.action', action: 'bulk' },
  headers: IdempotencyHeaders,
  body: BulkChange,
  response: { 200: RunAnswer },
});

export const status = defineCall({
  method: 'GET',
  path: '/bulk-runs/:id',
  summary: "A bulk run's progress and outcome",
  tags: ['bulk-runs'],
  auth: true,
  permission: { list: 'record', action: 'bulk' },
  params: ById,
  response: { 200: RunAnswer },
});

export const cancel = defineCall({
  method: 'POST',
  path: '/bulk-runs/:id/cancel',
  summary: 'Cancel a bulk run between two batches',
  description:
    'A queued run never starts; a running one stops before its next batch, keeping the rows ' +
    'it changed (which its revert puts back). A finished run is refused with 409.',
  tags: ['bulk-runs'],
  auth: true,
  permission: { list: 'record', action: 'bulk' },
  params: ById,
  response: { 200: RunAnswer },
});

export const revert = defineCall({
  method: 'POST',
  path: '/bulk-runs/:id/revert',
  summary: 'Put back what a finished bulk run changed, as a new run',
  description:
    'Starts a run over exactly the rows the run changed, putting back each recorded value. A ' +
    'row changed again since (its value is no longer the one the run set) is skipped and ' +
    'listed, never overwritten. Refused with 409 while the run is going, when it was ' +
    'already reverted, or when it is itself a revert. Idempotency-Key as for a start.',
  tags: ['bulk-runs'],
  auth: true,
  permission: { list: 'record', action: 'bulk' },
  params: ById,
  headers: IdempotencyHeaders,
  response: { 200: RunAnswer },
});
