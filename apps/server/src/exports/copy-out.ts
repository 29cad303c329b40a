import { finished, type Readable } from 'node:stream';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

const dialect = new PgDialect();

/**
 * `COPY (query) TO STDOUT` in `format`. COPY takes no parameters, so the query's values are
 * written into the statement as literals, quoted by drizzle (a quote doubled), which is safe
 * with standard-conforming strings only: `copyOut` makes sure of them.
 */
export const copyStatement = (query: SQLWrapper, format: 'csv' | 'binary'): string =>
  dialect.sqlToQuery(sql`copy (${query}) to stdout with (format ${sql.raw(format)})`.inlineParams())
    .sql;

/**
 * What a `COPY … TO STDOUT` writes, as a stream, on a connection of the pool's own: the
 * connection goes back when the stream ends, and is closed when it breaks off (a reader that
 * went away, an instance stopping), since PostgreSQL would still be writing to it. The COPY runs
 * in a transaction of its own, so that the setting it needs holds for it even through a pooler
 * in transaction mode, which could run a session's `set` on another server connection.
 */
export async function copyOut(pool: pg.Pool, statement: string): Promise<Readable> {
  const client = await pool.connect();
  try {
    // PostgreSQL's default, which a role or database could have turned off: then a backslash
    // would escape the quote that ends a literal.
    await client.query('begin; set local standard_conforming_strings = on');
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  const stream = client.query(copyTo(statement));
  finished(stream, (error) => {
    if (error) {
      client.release(error);
      return;
    }
    client.query('commit').then(
      () => client.release(),
      (failed: Error) => client.release(failed),
    );
  });
  return stream;
}
