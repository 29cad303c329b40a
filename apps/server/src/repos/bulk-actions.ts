import type { bulkRuns } from '@satchel/api';
import { couponAssignments, customers, drivers, merchants, products } from '@satchel/db/schema';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customerFilters } from './customers.js';
import type { Db } from './db.js';
import { driverFilters } from './drivers.js';
import type { FilterRule, ListableTable } from './list-query.js';
import { merchantStatusRefusal, merchantStatusRefusedWhen } from './merchant-status.js';
import { merchantFilters } from './merchants.js';
import { productFilters } from './products.js';

/** A row as a batch finds it: its value now, and why its rule refuses the target, if it does. */
export interface CurrentRow {
  readonly value: string;
  readonly refusal?: string | undefined;
}

/**
 * One bulk action: the list whose filters pick its rows, how it reads and sets a row's value
 * (as text: a status, 'true'/'false', 'assigned'/'unassigned') and the rule the one-row write
 * follows. `param` is the run's value (a status, a coupon's id); `target` what each row is set to.
 */
export interface BulkActionRules {
  readonly table: ListableTable;
  readonly filters: Readonly<Record<string, FilterRule>>;
  /** The value a forward run sets each row to. */
  target(param: string): string;
  /** The rows' values now, by id, locked until the batch commits; a deleted row is absent. */
  current(
    tx: Db,
    ids: readonly string[],
    param: string,
    target: string,
  ): Promise<Map<string, CurrentRow>>;
  /** Sets each row to its value, on behalf of the run's administrator. */
  write(
    tx: Db,
    param: string,
    rows: readonly { id: string; value: string }[],
    administratorId: string,
  ): Promise<void>;
  /** For the preview: rows already as the run's value asks, and rows the rule refuses. */
  unchangedWhen(param: string): SQL;
  refusedWhen(param: string): SQL | undefined;
}

/** A column of the list's own table, set as text and read back as text. */
function columnAction(
  table: ListableTable,
  filters: Readonly<Record<string, FilterRule>>,
  column: AnyPgColumn,
  /** The column's SQL type, for the value sent as text. */
  type: 'text' | 'boolean',
  rule?: {
    readonly fields: SQL;
    readonly refusal: (row: Record<string, unknown>, target: string) => string | undefined;
    readonly refusedWhen: (target: string) => SQL | undefined;
  },
): BulkActionRules {
  return {
    table,
    filters,
    target: (param) => param,
    async current(tx, ids, _param, target) {
      const { rows } = await tx.execute<
        Record<string, unknown> & { id: string; value: string }
      >(sql`
        select ${table.id} as id, ${column}::text as value ${rule ? sql`, ${rule.fields}` : sql``}
        from ${table} where ${table.id} = any(${sql.param([...ids])}::text[]) for update`);
      return new Map(
        rows.map((row) => [row.id, { value: row.value, refusal: rule?.refusal(row, target) }]),
      );
    },
    async write(tx, _param, rows) {
      if (rows.length === 0) return;
      await tx.execute(sql`
        update ${table} set ${sql.identifier(column.name)} = changes.value::${sql.raw(type)}
        from unnest(${sql.param(rows.map((row) => row.id))}::text[], ${sql.param(rows.map((row) => row.value))}::text[])
          as changes(id, value)
        where ${table.id} = changes.id`);
    },
    unchangedWhen: (param) => sql`${column}::text = ${param}`,
    refusedWhen: (param) => rule?.refusedWhen(param),
  };
}

/** The merchant rule (merchant-status.ts): a merchant not offered the status is skipped. */
const merchantRule = {
  fields: sql`${merchants.whatsappNumber} as whatsapp_number`,
  refusal: (row: Record<string, unknown>, target: string) =>
    merchantStatusRefusal((row.whatsapp_number as string | null) ?? null, target),
  refusedWhen: merchantStatusRefusedWhen,
};

/** Assigning a coupon: a user's value is whether it holds the coupon. */
const assignCoupon: BulkActionRules = {
  table: customers,
  filters: customerFilters,
  target: () => 'assigned',
  async current(tx, ids, couponId) {
    const { rows } = await tx.execute<{ id: string; value: string }>(sql`
      select c.id, case when a.customer_id is null then 'unassigned' else 'assigned' end as value
      from ${customers} c
      left join ${couponAssignments} a on a.coupon_id = ${couponId} and a.customer_id = c.id
      where c.id = any(${sql.param([...ids])}::text[]) for update of c`);
    return new Map(rows.map((row) => [row.id, { value: row.value }]));
  },
  async write(tx, couponId, rows, administratorId) {
    const assign = rows.filter((row) => row.value === 'assigned').map((row) => row.id);
    const unassign = rows.filter((row) => row.value === 'unassigned').map((row) => row.id);
    if (assign.length > 0) {
      await tx.execute(sql`
        insert into ${couponAssignments} (coupon_id, customer_id, assigned_by)
        select ${couponId}, id, ${administratorId} from unnest(${sql.param(assign)}::text[]) as id
        on conflict do nothing`);
    }
    if (unassign.length > 0) {
      await tx.execute(sql`
        delete from ${couponAssignments}
        where coupon_id = ${couponId} and customer_id = any(${sql.param(unassign)}::text[])`);
    }
  },
  unchangedWhen: (couponId) =>
    sql`exists (select 1 from ${couponAssignments} a where a.coupon_id = ${couponId} and a.customer_id = ${customers.id})`,
  refusedWhen: () => undefined,
};

/** Every action a bulk run takes, by the contract's name. */
export const bulkActions: Readonly<Record<bulkRuns.BulkAction, BulkActionRules>> = {
  'users.status': columnAction(customers, customerFilters, customers.status, 'text'),
  'users.assignCoupon': assignCoupon,
  'merchants.status': columnAction(
    merchants,
    merchantFilters,
    merchants.status,
    'text',
    merchantRule,
  ),
  'drivers.status': columnAction(drivers, driverFilters, drivers.status, 'text'),
  'products.adminDisabled': columnAction(
    products,
    productFilters,
    products.adminDisabled,
    'boolean',
  ),
};

/** The run's value of a change: what it sets, or the coupon it assigns. */
export const paramOf = (change: bulkRuns.BulkChange): string => {
  switch (change.action) {
    case 'users.assignCoupon':
      return change.couponId;
    case 'products.adminDisabled':
      return String(change.adminDisabled);
    default:
      return change.status;
  }
};
