import { BUSINESS_TIME_ZONE, type listExports } from '@satchel/api';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { guardFormula } from '../http/csv.js';
import { HttpError } from '../http/http-error.js';

/** What kind of value a row field holds, as its wire form shows it. */
export type FieldType = 'text' | 'number' | 'time' | 'boolean';

/** A list's row field as an export reads it: an SQL expression over the list's rows. */
export interface ExportField {
  readonly sql: SQL | AnyPgColumn;
  readonly type: FieldType;
  /** Its text is the server's own and never starts a formula (a time written out, an id). */
  readonly formulaFree?: true;
}

/** One column of the file: its heading and the SQL of its cells. */
export interface FileColumn {
  readonly heading: string;
  readonly cell: SQL;
}

/** The heading of the plain-number column beside a formatted amount. */
export const plainAmountHeading = (heading: string): string => `${heading} (number)`;

/**
 * A cell a spreadsheet would run as a formula (or that starts with a control character hiding
 * one) gets a leading apostrophe, as the project's CSV writer does (`guardFormula`): in SQL, for
 * what a merchant or customer typed. A replacement rather than a test and a concatenation, which
 * would work out a computed cell (an address) two or three times.
 */
const guarded = (text: SQL): SQL => sql`regexp_replace(${text}, '^(?=[=+@\\t\\r\\n-])', '''')`;

/** A field's value as its wire form reads as text (an ISO time, a number without trailing zeros). */
function textOf({ sql: value, type }: ExportField): SQL {
  switch (type) {
    case 'time':
      return sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    case 'number':
      return sql`trim_scale(${value}::numeric)::text`;
    default:
      return sql`${value}::text`;
  }
}

// As the console's tables show them (data-table.format.ts: en-IN, India's time, ₹ with lakh
// grouping): `27 Nov 2026, 5:40 am`, `₹1,23,456.50`. The consistency test holds them to Intl's,
// whose en-IN September alone is not PostgreSQL's three letters (`Sept`).
const dateTimeOf = (value: SQL | AnyPgColumn): SQL =>
  sql`replace(to_char(${value} at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}, 'FMDD Mon YYYY, FMHH12:MI am'), ' Sep ', ' Sept ')`;
const RUPEE_DIGITS = sql.raw(`'FM99,99,99,99,99,99,990.00'`);
const rupeesOf = (value: SQL | AnyPgColumn): SQL =>
  sql`(case when ${value} < 0 then '''-₹' else '₹' end || to_char(abs(${value}), ${RUPEE_DIGITS}))`;

/** A field's cells as a column's format shows them; NULL (an empty cell) where it has no value. */
function formatted(field: ExportField, format: listExports.ExportFormat): SQL {
  switch (format.kind) {
    case 'dateTime':
      return field.type === 'time' ? dateTimeOf(field.sql) : guarded(textOf(field));
    case 'money':
      return field.type === 'number' ? rupeesOf(field.sql) : guarded(textOf(field));
    case 'phone':
      // `+91 …` starts as a formula would: guarded, as the CSV writer guards it.
      return sql`(case when ${field.sql} <> '' then '''+91 ' || ${field.sql} end)`;
    case 'label': {
      const text = textOf(field);
      if (format.labels.length === 0) return guarded(text);
      const choices = format.labels.map(
        ({ value, label }) => sql`when ${value} then ${guardFormula(label)}`,
      );
      return sql`(case ${text} ${sql.join(choices, sql` `)} else ${guarded(text)} end)`;
    }
    case 'yesNo':
      return field.type === 'boolean'
        ? sql`(case when ${field.sql} then ${guardFormula(format.yes)} when not ${field.sql} then ${guardFormula(format.no)} end)`
        : sql`null`;
    case 'text':
      return field.formulaFree ? textOf(field) : guarded(textOf(field));
  }
}

/**
 * The file's columns for the operator's columns, in their order, under their headings: each
 * column's fields (`fields`, else its id) as its format shows them, several joined by a space;
 * an amount gets a plain-number column right after it, for a spreadsheet to add up. A field
 * the list cannot export is refused with 400 before anything is read.
 */
export function fileColumns(
  columns: readonly listExports.ExportColumn[],
  fieldOf: (name: string) => ExportField | undefined,
): FileColumn[] {
  return columns.flatMap((column) => {
    const fields = (column.fields ?? [column.id]).map((name) => {
      const field = fieldOf(name);
      if (!field) {
        throw new HttpError(
          400,
          `The column "${column.heading}" shows no field of this list (${name}).`,
        );
      }
      return field;
    });
    const cells = fields.map((field) => formatted(field, column.format));
    const [only] = fields;
    const cell =
      cells.length === 1
        ? cells[0]!
        : sql`nullif(concat_ws(' ', ${sql.join(
            cells.map((each) => sql`nullif(${each}, '')`),
            sql`, `,
          )}), '')`;
    const shown = { heading: column.heading, cell };
    if (column.format.kind !== 'money' || fields.length > 1 || only?.type !== 'number') {
      return [shown];
    }
    return [
      shown,
      {
        heading: plainAmountHeading(column.heading),
        cell: sql`round(${only.sql}::numeric, 2)::text`,
      },
    ];
  });
}
