/**
 * The search benchmark's texts, and what each branch of "find anything"'s statement costs: the
 * statement is a `UNION ALL` of one select per kind and way of matching (src/repos/search.ts),
 * and EXPLAIN ANALYZE times each of them, so a branch that reads a whole table shows by name.
 * bench/search.ts reports it; bench/search-branches.ts prints it for a database as it is.
 */
import { search } from '@satchel/api';
import type pg from 'pg';
import { searchBranches, searchRecords, searchTermsOf } from '../../src/repos/search.js';
import { captureSql } from './captured-sql.js';
import { median } from './percentiles.js';
import { ms } from './scenario-runner.js';

/** The texts an operator types, each with what it is: taken from the middle of each table. */
export async function searchTexts(pool: pg.Pool): Promise<[name: string, q: string][]> {
  const { rows } = await pool.query<{
    phone: string;
    name: string;
    orderNumber: string;
    orderId: string;
    sku: string;
  }>(
    // The middle of each table: at 1,000,000 orders, customer 125,000, order 500,000 and
    // product 10,000.
    `select (select phone from customers order by id
               offset (select count(*) / 2 from customers) limit 1) as phone,
            (select name from customers order by id
               offset (select count(*) / 2 + 1 from customers) limit 1) as name,
            (select order_id from orders order by id
               offset (select count(*) / 2 from orders) limit 1) as "orderNumber",
            (select id from orders order by id
               offset (select count(*) / 2 + 1 from orders) limit 1) as "orderId",
            (select sku from products order by id
               offset (select count(*) / 2 from products) limit 1) as sku`,
  );
  const sample = rows[0]!;
  const shownPhone = `+91 ${sample.phone.slice(0, 5)} ${sample.phone.slice(5)}`;
  return [
    ['a phone as shown, its first digits', shownPhone.slice(0, 9)],
    ['a phone, two digits', sample.phone.slice(0, 2)],
    ['a whole phone as shown', shownPhone],
    ["an order's number, its start", sample.orderNumber.slice(0, 11).toLowerCase()],
    ["an order's id, its first 6 characters", sample.orderId.slice(0, 6)],
    ["a person's first name", sample.name.split(' ')[0]!],
    ["a SKU's start", sample.sku.slice(0, 4)],
    ['a word found nowhere', 'zzqx'],
  ];
}

/** The part of EXPLAIN's JSON plan this reads. */
interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Relation Name'?: string;
  readonly 'Index Name'?: string;
  readonly 'Actual Total Time': number;
  readonly Plans?: readonly PlanNode[];
}

/** One branch of one text's statement: what it looks for, how PostgreSQL reads it, its time. */
export interface BranchFigures {
  readonly text: string;
  readonly branch: string;
  readonly reads: string;
  /** The branch's own execution time (its node's actual total time), median of the runs. */
  readonly milliseconds: number;
}

/** How a branch reads its table: each scan under it, an index's by its name. */
function readsOf(node: PlanNode): string[] {
  const own = /Scan$/.test(node['Node Type']) && node['Node Type'] !== 'Subquery Scan';
  const here = own
    ? [`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim()]
    : [];
  return [...here, ...(node.Plans ?? []).flatMap(readsOf)];
}

/** The branches of the statement, in order: one select alone has no Append above it. */
const branchNodes = (root: PlanNode): readonly PlanNode[] =>
  root['Node Type'] === 'Append' ? (root.Plans ?? []) : [root];

/**
 * Each branch of the statement searching `q` (as an Administrator, every kind): how it reads and
 * its execution time, the median of `runs` EXPLAIN ANALYZE runs.
 */
export async function searchBranchFigures(
  pool: pg.Pool,
  text: string,
  q: string,
  runs = 5,
): Promise<BranchFigures[]> {
  const terms = searchTermsOf(q);
  const branches = searchBranches(terms, search.searchKinds);
  const [statement] = await captureSql(pool, (db) => searchRecords(db, terms, search.searchKinds));
  if (!statement) return [];
  const timings: PlanNode[][] = [];
  for (let run = 0; run < runs; run += 1) {
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, format json) ${statement.sql}`,
      statement.params,
    );
    timings.push([...branchNodes(rows[0]!['QUERY PLAN'][0].Plan)]);
  }
  const last = timings.at(-1)!;
  return branches.map((branch, index) => ({
    text,
    branch,
    reads: last[index] ? readsOf(last[index]).join(', ') : '',
    milliseconds: median(timings.map((nodes) => nodes[index]?.['Actual Total Time'] ?? 0)),
  }));
}

/** The figures as a Markdown table, one line a branch. */
export const branchesTable = (figures: readonly BranchFigures[]): string =>
  `| text | branch | read by | EXPLAIN ms |
| --- | --- | --- | --- |
${figures.map(({ text, branch, reads, milliseconds }) => `| ${text} | ${branch} | ${reads} | ${ms(milliseconds)} |`).join('\n')}`;
