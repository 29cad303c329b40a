import { copyField } from '@satchel/db';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export interface CopyPlan {
  /** COPY "table" ("column", …) FROM STDIN */
  readonly sql: string;
  /** The rows as COPY text, one line each. */
  text(rows: readonly Record<string, unknown>[]): string;
}

/**
 * How to COPY rows of `table` whose properties are `keys` (drizzle names): every row must have
 * them all, because COPY applies no column default to a column it is given.
 */
export function copyPlan(table: PgTable, tableName: string, keys: readonly string[]): CopyPlan {
  const columns = getTableColumns(table);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${tableName} has no column for property ${key}`);
    return `"${column.name}"`;
  });
  return {
    sql: `COPY "${tableName}" (${names.join(', ')}) FROM STDIN`,
    text(rows) {
      let out = '';
      for (const row of rows) {
        for (let i = 0; i < keys.length; i++) {
          if (i > 0) out += '\t';
          out += copyField(row[keys[i]!]);
        }
        out += '\n';
      }
      return out;
    },
  };
}
