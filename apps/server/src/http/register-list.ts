import type { CallContract, ListEnvelope, ListNames } from '@satchel/api';
import { writeList } from '@satchel/api';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../repos/db.js';
import {
  DEFAULT_LIMIT,
  type FilterValuesOf,
  type ListQuery,
  type ListResult,
} from '../repos/list-query.js';
import { HttpError } from './http-error.js';
import { type CallOutput, registerCall } from './register-call.js';

/** The paging fields of a list call's query; everything else in it is a filter. */
export function splitListQuery<C extends CallContract>(
  query: ListQuery & object,
): { paging: ListQuery; filters: FilterValuesOf<C> } {
  const {
    page,
    limit,
    sort,
    after,
    before,
    exactTotal,
    includeTotal: _counted,
    ...filters
  } = query;
  if (after !== undefined && before !== undefined) {
    throw new HttpError(400, 'A page starts after one row or before another, not both.');
  }
  // The envelope always carries its total, so the count is always made. The call's schema let
  // through only its own filters, each a text.
  return {
    paging: { page, limit, sort, after, before, includeTotal: true, exactTotal },
    filters: filters as FilterValuesOf<C>,
  };
}

/**
 * A repository page in the call's wire envelope, each row shaped by `toWire`; the page's number
 * and size are the query's, for the envelopes that carry them.
 */
export const listAnswer = <Names extends ListNames, Item, Row>(
  envelope: ListEnvelope<Names, Item>,
  paging: ListQuery,
  result: ListResult<Row>,
  toWire: (row: Row) => Item,
) =>
  writeList(envelope, {
    items: result.rows.map(toWire),
    total: result.total ?? result.rows.length,
    totalPages: result.totalPages ?? 1,
    ...(result.totalEstimated && { totalEstimated: true }),
    page: paging.page ?? 1,
    limit: paging.limit ?? DEFAULT_LIMIT,
  });

/** A repository's list: one page of rows matching the call's filters. */
export type RepositoryList<C extends CallContract, Row> = (
  db: Db,
  paging: ListQuery,
  filters: FilterValuesOf<C>,
) => Promise<ListResult<Row>>;

/** A registered list: what reads its pages and shapes its rows, for the capabilities every list has. */
export interface RegisteredList {
  readonly call: CallContract;
  readonly envelope: ListEnvelope<ListNames, unknown>;
  readonly list: RepositoryList<CallContract, unknown>;
  readonly toWire: (row: unknown) => unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The API's lists by their call (`listCalls[kind]` finds one by its name): exports and bulk
     * runs read the same rows, with the same filters, as the list's own page does.
     */
    readonly lists: Map<CallContract, RegisteredList>;
  }
}

/**
 * Registers a list call (see `registerCall`): its query is split into paging and the filters
 * the contract takes, `list` reads the page from the app's database, and the answer is the
 * call's envelope with each row shaped by `toWire`. Every list route is this one line.
 */
export function registerList<C extends CallContract, Names extends ListNames, Item, Row>(
  app: FastifyInstance,
  call: C,
  envelope: ListEnvelope<Names, Item>,
  list: RepositoryList<C, Row>,
  toWire: (row: Row) => Item,
): void {
  const { db } = app;
  app.lists.set(call, { call, envelope, list, toWire } as unknown as RegisteredList);
  registerCall(
    app,
    call,
    async ({ query }) => {
      const { paging, filters } = splitListQuery<C>(query as ListQuery);
      const answer = listAnswer(envelope, paging, await list(db, paging, filters), toWire);
      // The call's answer is its envelope's schema (the contract says `200: envelope.schema`).
      return answer as CallOutput<C>;
    },
    // A list sent as a POST (the spec's) only reads.
    { reads: true },
  );
}
