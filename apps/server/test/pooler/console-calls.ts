import { listCalls, viewListKinds } from '@satchel/api';
import type pg from 'pg';
import {
  fillPath,
  type JsonSchema,
  type Operation,
  type Parameter,
} from '../reliability/operations.js';

/** One call as the console sends it. */
export interface ConsoleCall {
  readonly method: string;
  readonly url: string;
}

/** Operations the sweep leaves to cases of their own, and why. */
export const coveredElsewhere: Readonly<Record<string, string>> = {
  'GET /api/v1/events': 'the change stream case',
  'GET /api/v1/exports/{id}/file': "the export case (its link's signature)",
  'GET /api/v1/catalogs/products/csv-imports/{id}':
    'the queued import cases (test/product-csv): the demo has no import, and only its uploader reads one',
};

/**
 * A real row of the demo database for each operation's path parameters, by the path's words
 * (the first that matches): every detail the console opens on the data it shows.
 */
const pathRows: readonly (readonly [RegExp, string])[] = [
  [/\/administrators\/\{id\}/, 'select id from administrators'],
  [/\/competition\/products\/\{id\}/, 'select id from competitions'],
  [/\/driver\/.*\{id\}/, 'select id from drivers'],
  [/\/history\/\{kind\}\/\{id\}/, `select 'orders' as kind, id from orders`],
  [/\/audit\/\{id\}/, 'select id from audit_events'],
  [/\/(merchants|get-products-csv)\/.*\{id\}|\/merchants\/\{id\}/, 'select id from merchants'],
  [/\/sales\/orders\/.*\{id\}/, 'select id from orders'],
  [/\/school\/\{id\}\/branches/, 'select id from schools'],
  [
    /\{schoolId\}.*\{branchId\}/,
    `select b.school_id as "schoolId", l.branch_id as "branchId", l.class_level as "classLevel"
       from branch_class_levels l join branches b on b.id = l.branch_id`,
  ],
  [/\/exports\/\{id\}/, 'select id from list_exports'],
  [/\/bulk-runs\/\{id\}/, 'select id from bulk_runs'],
];

const pathParameters = (operation: Operation) =>
  operation.parameters.filter((parameter) => parameter.in === 'path');

/** Each way the console fills `operation`'s path (one per list it names, say). */
async function pathsOf(operation: Operation, db: pg.Pool): Promise<string[]> {
  const names = pathParameters(operation).map((parameter) => parameter.name);
  if (names.length === 0) return [operation.path];
  if (names.length === 1 && names[0] === 'list') {
    return viewListKinds.map((list) => fillPath(operation.path, { list }));
  }
  const query = pathRows.find(([pattern]) => pattern.test(operation.path))?.[1];
  if (!query) throw new Error(`no demo row for ${operation.method} ${operation.path}: add one`);
  const { rows } = await db.query<Record<string, string>>(`${query} limit 1`);
  if (!rows[0]) throw new Error(`the demo has no row for ${operation.method} ${operation.path}`);
  return [fillPath(operation.path, rows[0])];
}

/** What the demo data offers the calls' parameters. */
export interface DemoValues {
  /** A day of India's calendar with deliveries (what the earnings and sales calls read). */
  readonly day: string;
}

type Pairs = readonly (readonly [string, string])[];

/**
 * The variants of one query parameter the console sends, each alone: each of its choices, a
 * second page, a day, a search text, the page after and before the first (`ids`, in order).
 */
function variantsOf(
  parameter: Parameter,
  all: readonly Parameter[],
  ids: readonly string[],
  demo: DemoValues,
): Pairs[] {
  const { name, schema } = parameter;
  const choices = (schema.anyOf ?? [schema]).flatMap((choice: JsonSchema) => [
    ...(choice.enum ?? []),
    ...(choice.const === undefined ? [] : [choice.const]),
    ...(choice.type === 'boolean' ? [true, false] : []),
  ]);
  if (choices.length > 0) return choices.map((choice) => [[name, String(choice)]]);
  const isDay = schema.pattern !== undefined && new RegExp(schema.pattern).test(demo.day);
  if (isDay) {
    // A range's ends go together: `startDate` with `endDate`.
    if (/^end[A-Z]/.test(name) && all.some((other) => other.name === `start${name.slice(3)}`)) {
      return [];
    }
    const end = `end${name.slice(5)}`;
    if (/^start[A-Z]/.test(name) && all.some((other) => other.name === end)) {
      return [
        [
          [name, demo.day],
          [end, demo.day],
        ],
      ];
    }
    return [[[name, demo.day]]];
  }
  if (schema.format === 'date-time') return [[[name, `${demo.day}T12:00:00.000Z`]]];
  if (schema.type === 'integer' || schema.type === 'number') {
    return [[[name, String(Math.max(schema.minimum ?? 0, Math.min(2, schema.maximum ?? 2)))]]];
  }
  if ((name === 'after' || name === 'before') && all.some((other) => other.name === 'page')) {
    // A keyset reaches past the first page only, as the console's Next and Previous do.
    const anchor = name === 'after' ? ids.at(-1) : ids[0];
    return anchor === undefined
      ? []
      : [
          [
            ['page', '2'],
            [name, anchor],
          ],
        ];
  }
  if (schema.pattern === '^[0-9a-f]{24}$' || /id$/i.test(name)) {
    return ids.slice(0, 1).map((id) => [[name, id]]);
  }
  return [[[name, 'a']]];
}

/** Every `id` of an answer's rows (at any depth), in order: what Next and Previous page from. */
export function rowIdsOf(answer: unknown): string[] {
  if (Array.isArray(answer)) return answer.flatMap(rowIdsOf);
  if (typeof answer !== 'object' || answer === null) return [];
  return Object.entries(answer).flatMap(([key, value]) =>
    key === 'id' && typeof value === 'string' ? [value] : rowIdsOf(value),
  );
}

/**
 * The list calls of the console (`listCalls`, some of them POST) and every GET of the published
 * API, as the console sends them on the demo data: plain, then with each of their parameters
 * in turn (each filter's choices, a second page, a search text, the page after and before the
 * first). `firstAnswer` is the plain call's answer, for the ids that page from it.
 */
export async function consoleCalls(
  operations: readonly Operation[],
  db: pg.Pool,
  demo: DemoValues,
  firstAnswer: (call: ConsoleCall) => Promise<unknown>,
): Promise<ConsoleCall[]> {
  const lists = new Set(
    Object.values(listCalls).map(
      (call) => `${call.method} /api/v1${call.path.replace(/:(\w+)/g, '{$1}')}`,
    ),
  );
  const swept = operations.filter((operation) => {
    const key = `${operation.method} ${operation.path}`;
    return !(key in coveredElsewhere) && (operation.method === 'GET' || lists.has(key));
  });
  const calls: ConsoleCall[] = [];
  for (const operation of swept) {
    const query = operation.parameters.filter((parameter) => parameter.in === 'query');
    const required = query.filter((parameter) => parameter.required);
    for (const path of await pathsOf(operation, db)) {
      const withQuery = (pairs: Pairs): ConsoleCall => {
        const search = new URLSearchParams();
        for (const parameter of required) {
          search.set(parameter.name, variantsOf(parameter, query, [], demo)[0]![0]![1]);
        }
        for (const [name, value] of pairs) search.set(name, value);
        return { method: operation.method, url: search.size ? `${path}?${search}` : path };
      };
      const plain = withQuery([]);
      calls.push(plain);
      const ids = rowIdsOf(await firstAnswer(plain));
      for (const parameter of query) {
        for (const pairs of variantsOf(parameter, query, ids, demo)) calls.push(withQuery(pairs));
      }
    }
  }
  return calls;
}
