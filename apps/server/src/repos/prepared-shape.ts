import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * A condition split into its shape and its values: the SQL text with a placeholder for each
 * value, and the values by placeholder name. Two conditions of one shape (the same filters, other
 * values) share a statement, so a list's statement can be built and prepared once per shape
 * rather than on every call.
 */
export interface Shaped {
  /** The condition's text with its values numbered: what tells one shape from another. */
  readonly key: string;
  /** The same condition with `${prefix}${n}` placeholders where its values were. */
  readonly template: SQL;
  readonly values: Record<string, unknown>;
}

// Columns are named in the schema itself, so the default dialect renders them as the app does.
const dialect = new PgDialect();

/**
 * `condition` as a shape: rendered once (a few chunks, far cheaper than a whole query) and its
 * `$n` markers turned into placeholders. Its values are already the driver's (encoded by their
 * columns), as drizzle would send them.
 */
export function shapeOf(condition: SQL, prefix: string): Shaped {
  const { sql: text, params } = dialect.sqlToQuery(condition);
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  const values: Record<string, unknown> = {};
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      if (part !== '') chunks.push(sql.raw(part));
      return;
    }
    const name = `${prefix}${part}`;
    chunks.push(sql.placeholder(name).getSQL());
    values[name] = params[Number(part) - 1];
  });
  return { key: text, template: sql.join(chunks), values };
}
