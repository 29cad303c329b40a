import { type SQL, sql } from 'drizzle-orm';

/**
 * Rupee amounts travel as strings with two decimals ('1234.50'), exactly as PostgreSQL's numeric
 * gives them: sums and differences are computed in SQL, never in JavaScript floats.
 */
export type Rupees = string;

/** A sum of money, of the rows `where` holds for when given; '0.00' when there is nothing to add. */
export const sumOf = (expression: SQL, where?: SQL): SQL =>
  sql`round(coalesce(sum(${expression})${where ? sql` filter (where ${where})` : sql``}, 0), 2)`;

/** What is still due once `settled` is paid out of `owed`; never negative. */
export const dueOf = (owed: SQL, settled: SQL): SQL => sql`greatest(${owed} - ${settled}, 0)`;

/** An amount given by a caller as text or number, as an exact SQL numeric. */
export const amountParam = (amount: string | number): SQL =>
  sql`${typeof amount === 'number' ? amount.toFixed(2) : amount}::numeric(12,2)`;

/**
 * Whether a rupee amount sent as a JSON number has at most two decimals: 0.001 must be refused,
 * not rounded to 0.00 (then refused by a CHECK as a server fault). The tolerance absorbs binary
 * floats (10.07 × 100 is 1006.9999999999999), far below half a paisa.
 */
export const isWholePaise = (amount: number): boolean => {
  const paise = amount * 100;
  return Math.abs(paise - Math.round(paise)) < 1e-6;
};
