import { BUSINESS_TIME_ZONE, type ListKind } from '@satchel/api';
import { drivers, merchants, orders } from '@satchel/db/schema';
import { getTableColumns, is, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { bannerSource } from '../repos/banners.js';
import { categorySource } from '../repos/categories.js';
import { couponSource } from '../repos/coupons.js';
import { customerSource } from '../repos/customers.js';
import { driverDueFields, driverSource } from '../repos/drivers.js';
import { auditSource } from '../repos/history.js';
import type { Beside, FilterRule, ListableTable } from '../repos/list-query.js';
import { merchantSource } from '../repos/merchants.js';
import { orderSource } from '../repos/orders.js';
import { productSource } from '../repos/products.js';
import type { ExportField, FieldType } from './export-cells.js';

/** A list's `ListSource`, whatever its call: what an export reads its rows from. */
export interface ExportedSource {
  readonly table: ListableTable;
  readonly rules: Readonly<Record<string, FilterRule>>;
  readonly defaultSort?: -1 | 1;
  readonly beside?: Beside<object>;
}

/**
 * How a list's rows are exported: its source (the rows its pages read, by the same filters and
 * order), and its row fields whose SQL is not the table's column of the same name nor a field
 * read beside the rows, as the list's `toWire` shapes them; `null` for a field no file holds
 * (a picture's link).
 */
interface ExportSource {
  readonly source: ExportedSource;
  readonly fields?: Readonly<Record<string, ExportField | null>>;
}

const text = (value: SQL | AnyPgColumn): ExportField => ({ sql: value, type: 'text' });
/** A text the server makes, never a formula (`ExportField.formulaFree`). */
const serverText = (value: SQL | AnyPgColumn): ExportField => ({
  ...text(value),
  formulaFree: true,
});
const number = (value: SQL): ExportField => ({ sql: value, type: 'number' });

const presentOf = (parts: readonly (SQL | AnyPgColumn)[], separator: string): SQL =>
  sql`concat_ws(${sql.raw(`'${separator}'`)}, ${sql.join(
    parts.map((part) => sql`nullif(${part}, '')`),
    sql`, `,
  )})`;

/**
 * `addressLine` of @satchel/api in SQL, `4 Park Street, Pune, Maharashtra 411001`, gaps left
 * out: its street and its locality line joined by `, ` are the street, the city and the state
 * with the postal code joined so.
 */
const addressLine = (
  street: AnyPgColumn,
  city: AnyPgColumn,
  state: AnyPgColumn,
  postal: AnyPgColumn,
) => text(presentOf([street, city, presentOf([state, postal], ' ')], ', '));

/** Every list's export, by its kind: a new list kind does not compile until it has one. */
export const exportSources: { readonly [Kind in ListKind]: ExportSource } = {
  users: { source: customerSource },
  merchants: {
    source: merchantSource,
    fields: {
      _id: serverText(merchants.id),
      address: addressLine(merchants.street, merchants.city, merchants.state, merchants.postalCode),
    },
  },
  drivers: {
    source: driverSource,
    fields: {
      _id: serverText(drivers.id),
      profilePicture: null,
      earning: number(driverDueFields.earning),
      cashCollected: number(driverDueFields.cashCollected),
    },
  },
  products: { source: productSource, fields: { image: null } },
  categories: { source: categorySource, fields: { logo: null } },
  banners: { source: bannerSource, fields: { bannerUrl: null } },
  coupons: { source: couponSource },
  audit: {
    source: auditSource,
    // A count read beside each entry: a number, as its page shows it.
    fields: { rows: number(auditSource.beside!.fields.rows as SQL) },
  },
  orders: {
    source: orderSource,
    fields: {
      // `businessDateTime`: India's time as `YYYY-MM-DD HH:mm:ss`.
      orderTime: serverText(
        sql`to_char(${orders.createdAt} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'YYYY-MM-DD HH24:MI:SS')`,
      ),
      customer: text(orders.customerName),
      address: addressLine(orders.addressLine1, orders.city, orders.state, orders.postalCode),
    },
  },
};

/** What a table column's values are, as the wire carries them; undefined for lists and JSON. */
function typeOfColumn(column: AnyPgColumn): FieldType | undefined {
  if (column.columnType === 'PgNumeric') return 'number';
  switch (column.dataType) {
    case 'date':
      return 'time';
    case 'number':
    case 'bigint':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'string':
      return 'text';
    default:
      return undefined;
  }
}

/**
 * A row field of the list of `kind` as its export reads it, from the list's own fields, those
 * read beside its rows, or its table's column of that name; undefined when it has none.
 */
export function exportFieldOf(kind: ListKind, name: string): ExportField | undefined {
  const { source, fields } = exportSources[kind];
  const own = fields?.[name];
  if (own !== undefined) return own ?? undefined;
  const beside = source.beside?.fields[name as keyof object] as SQL | AnyPgColumn | undefined;
  if (beside !== undefined) {
    return is(beside, PgColumn)
      ? { sql: beside, type: typeOfColumn(beside) ?? 'text' }
      : text(beside);
  }
  const column = getTableColumns(source.table as PgTable)[name];
  const type = column && typeOfColumn(column);
  return column && type ? { sql: column, type } : undefined;
}
