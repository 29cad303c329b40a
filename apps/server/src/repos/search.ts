import { phoneSearchText, search } from '@satchel/api';
import {
  competitions,
  customers,
  driverFullName,
  drivers,
  merchants,
  orders,
  products,
  schools,
} from '@satchel/db/schema';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './db.js';
import { contains, startsWith } from './list-query.js';

/** What one search looks for, read once from the operator's text. */
export interface SearchTerms {
  /** The text as typed, trimmed, when it has a letter: a name or title contains it. */
  readonly words?: string;
  /** Lowercase hexadecimal: the start of a record's id. */
  readonly idStart?: string;
  /** Digits of a phone as stored, whatever form it was typed in (`+91 98…`): its start. */
  readonly phoneStart?: string;
  /** Uppercase: the start of an order's number (`SAT-2611-…`) or of a SKU. */
  readonly codeStart?: string;
}

/** The fewest characters a name or title is searched by: pg_trgm's trigrams need three. */
const MIN_WORDS = 3;
/** The fewest characters an id, phone or code is searched by: one or two match too many to help. */
const MIN_START = 2;

/** What the operator's text can be: every reading is searched, each where it fits. */
export function searchTermsOf(text: string): SearchTerms {
  const words = text.trim();
  const lower = words.toLowerCase();
  const phone = phoneSearchText(words);
  const code = words.toUpperCase();
  return {
    // Digits alone are a phone, an id or a number, never a name: no trigram search for them.
    ...(words.length >= MIN_WORDS && /\p{L}/u.test(words) && { words }),
    ...(lower.length >= MIN_START && /^[0-9a-f]{1,24}$/.test(lower) && { idStart: lower }),
    ...(phone.length >= MIN_START && /^\d{1,10}$/.test(phone) && { phoneStart: phone }),
    ...(code.length >= MIN_START && /^[0-9A-Z][0-9A-Z._/-]*$/.test(code) && { codeStart: code }),
  };
}

/**
 * The text after every text that starts with `start`, in an alphabet whose characters sort in
 * the same order in every collation (digits, lowercase hexadecimal), or undefined when there is
 * none (`fff…`). It bounds a range that the table's ordinary btree (a primary key, a phone
 * index) answers without a `text_pattern_ops` copy of it.
 */
const nextStart = (start: string, alphabet: string): string | undefined => {
  const last = alphabet.at(-1)!;
  const kept = start.replace(new RegExp(`${last}+$`), '');
  if (kept === '') return undefined;
  const next = alphabet[alphabet.indexOf(kept.at(-1)!) + 1];
  return kept.slice(0, -1) + next;
};

const HEX = '0123456789abcdef';
const DIGITS = '0123456789';

/** The column starts with `start`, read as a range of its btree; `starts_with` keeps it exact. */
const inRange = (column: AnyPgColumn, start: string, alphabet: string): SQL => {
  const end = nextStart(start, alphabet);
  return sql`(${column} >= ${start}${end === undefined ? sql`` : sql` and ${column} < ${end}`} and starts_with(${column}, ${start}))`;
};

/** What every kind's hit is selected as. */
interface HitColumns {
  readonly id: AnyPgColumn;
  readonly title: SQL | AnyPgColumn;
  readonly detail: SQL | AnyPgColumn;
  readonly code?: AnyPgColumn;
}

/** How an arm matches: an id's start, a phone's start, a number's or SKU's start, a name's part. */
type ArmWay = 'id' | 'phone' | 'code' | 'words';

/** One way a kind's records match: its condition, and the order its index reads them in. */
interface Arm {
  readonly way: ArmWay;
  readonly where: SQL;
  readonly orderBy?: SQL;
}

/** A kind: its table, what a hit shows of it, and the ways the terms may find its records. */
interface KindSearch {
  readonly table: Parameters<ReturnType<Db['select']>['from']>[0];
  readonly columns: HitColumns;
  readonly arms: (terms: SearchTerms) => (Arm | false | undefined)[];
}

const phoneArm = (column: AnyPgColumn, { phoneStart }: SearchTerms): Arm | undefined =>
  phoneStart === undefined
    ? undefined
    : { way: 'phone', where: inRange(column, phoneStart, DIGITS), orderBy: sql`${column}` };

const idArm = (column: AnyPgColumn, { idStart }: SearchTerms): Arm | undefined =>
  idStart === undefined
    ? undefined
    : { way: 'id', where: inRange(column, idStart, HEX), orderBy: sql`${column}` };

/**
 * An order's number or a SKU by its start, from its `text_pattern_ops` index, in that index's
 * (bytewise) order: `USING ~<~` names it, so the first few rows are read and none sorted.
 */
const codeArm = (column: AnyPgColumn, { codeStart }: SearchTerms): Arm | undefined =>
  codeStart === undefined
    ? undefined
    : { way: 'code', where: startsWith(column)(codeStart), orderBy: sql`${column} using ~<~` };

const wordsArm = ({ words }: SearchTerms, ...columns: (AnyPgColumn | SQL)[]): Arm | undefined =>
  words === undefined ? undefined : { way: 'words', where: contains(...columns)(words) };

const fullName = driverFullName(drivers);

/**
 * Every kind, in the order the palette lists them. Each arm reads an index: ids and phones their
 * btree (a range), names and titles their trigram index (migrations 0002 and 0043, and the
 * tables'), order numbers and SKUs their `text_pattern_ops` index. Schools (about a hundred) and
 * competitions (a few) fit in a page or two, which PostgreSQL reads whole rather than their index.
 */
const kinds: Readonly<Record<search.SearchKind, KindSearch>> = {
  users: {
    table: customers,
    columns: { id: customers.id, title: customers.name, detail: customers.phone },
    arms: (terms) => [
      idArm(customers.id, terms),
      phoneArm(customers.phone, terms),
      wordsArm(terms, customers.name),
    ],
  },
  merchants: {
    table: merchants,
    columns: { id: merchants.id, title: merchants.storeName, detail: merchants.phone },
    arms: (terms) => [
      idArm(merchants.id, terms),
      phoneArm(merchants.phone, terms),
      wordsArm(terms, merchants.storeName, merchants.merchantName),
    ],
  },
  drivers: {
    table: drivers,
    columns: { id: drivers.id, title: fullName, detail: drivers.phone },
    arms: (terms) => [
      idArm(drivers.id, terms),
      phoneArm(drivers.phone, terms),
      wordsArm(terms, fullName),
    ],
  },
  orders: {
    table: orders,
    columns: {
      id: orders.id,
      title: orders.orderId,
      detail: sql`${orders.customerName} || ' · ' || ${orders.customerPhone}`,
      code: orders.orderId,
    },
    arms: (terms) => [
      codeArm(orders.orderId, terms),
      idArm(orders.id, terms),
      phoneArm(orders.customerPhone, terms),
    ],
  },
  products: {
    table: products,
    columns: { id: products.id, title: products.title, detail: products.sku, code: products.sku },
    arms: (terms) => [
      codeArm(products.sku, terms),
      idArm(products.id, terms),
      wordsArm(terms, products.title),
    ],
  },
  schools: {
    table: schools,
    columns: { id: schools.id, title: schools.schoolName, detail: schools.displayName },
    arms: (terms) => [
      idArm(schools.id, terms),
      wordsArm(terms, schools.schoolName, schools.displayName),
    ],
  },
  competitions: {
    table: competitions,
    columns: { id: competitions.id, title: competitions.name, detail: sql`''` },
    arms: (terms) => [idArm(competitions.id, terms), wordsArm(terms, competitions.name)],
  },
};

/** A hit as read, with the kind's arm that found it (the first arm's hits come first). */
interface FoundRow extends Record<string, unknown> {
  readonly kind: search.SearchKind;
  readonly arm: number;
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly code: string | null;
}

/** One arm of one kind as a select of its first hits. */
const armSelect = (db: Db, kind: search.SearchKind, armIndex: number, arm: Arm) => {
  const { table, columns } = kinds[kind];
  const select = db
    .select({
      kind: sql<string>`${kind}::text`.as('kind'),
      arm: sql<number>`${armIndex}::int`.as('arm'),
      id: sql<string>`${columns.id}`.as('id'),
      title: sql<string>`${columns.title}`.as('title'),
      detail: sql<string>`${columns.detail}`.as('detail'),
      code: sql<string | null>`${columns.code ?? sql`null`}::text`.as('code'),
    })
    .from(table)
    .where(arm.where);
  return (arm.orderBy ? select.orderBy(arm.orderBy) : select).limit(search.SEARCH_PER_KIND);
};

/** Each arm the terms give each of `allowed` kinds, in the statement's order. */
const armsOf = (terms: SearchTerms, allowed: readonly search.SearchKind[]) =>
  allowed.flatMap((kind) =>
    kinds[kind].arms(terms).flatMap((arm, index) => (arm ? [{ kind, index, arm }] : [])),
  );

/**
 * What each select of the statement `searchRecords` sends for `terms` looks for ("drivers by
 * words"), in order: the search benchmark names each part of the plan by it.
 */
export const searchBranches = (
  terms: SearchTerms,
  allowed: readonly search.SearchKind[],
): string[] => armsOf(terms, allowed).map(({ kind, arm }) => `${kind} by ${arm.way}`);

/**
 * The first records of each of `allowed` kinds that the terms find, in one statement (one
 * connection, one round trip): a `UNION ALL` of each way each kind matches, each limited, so
 * every part stops at its first few rows. A record found two ways is listed once.
 */
export async function searchRecords(
  db: Db,
  terms: SearchTerms,
  allowed: readonly search.SearchKind[],
): Promise<search.SearchHit[]> {
  const selects = armsOf(terms, allowed).map(({ kind, index, arm }) =>
    armSelect(db, kind, index, arm).getSQL(),
  );
  if (selects.length === 0) return [];
  const statement = sql.join(
    selects.map((select) => sql`(${select})`),
    sql` union all `,
  );
  const { rows } = await db.execute<FoundRow>(statement);
  return firstHitsOf(rows, allowed);
}

/** Each kind's hits in the kinds' order, the first arm's first, once each, at most the limit. */
function firstHitsOf(rows: readonly FoundRow[], allowed: readonly search.SearchKind[]) {
  const sorted = [...rows].sort(
    (a, b) => allowed.indexOf(a.kind) - allowed.indexOf(b.kind) || a.arm - b.arm,
  );
  const seen = new Set<string>();
  const perKind = new Map<string, number>();
  const hits: search.SearchHit[] = [];
  for (const { kind, id, title, detail, code } of sorted) {
    const shown = perKind.get(kind) ?? 0;
    if (seen.has(`${kind}:${id}`) || shown >= search.SEARCH_PER_KIND) continue;
    seen.add(`${kind}:${id}`);
    perKind.set(kind, shown + 1);
    hits.push({ kind, id, title, detail, ...(code !== null && { code }) });
  }
  return hits;
}
