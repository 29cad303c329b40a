import {
  type CallArgs,
  type CallContract,
  type ListAnswerOf,
  type ListEnvelope,
  type ListNames,
  type ListPage,
  readList,
} from '@satchel/api';
import { api } from '../client.js';
import { type ListParams, type PageCursor, type TotalRequest, toQuery } from './list-params.js';

/**
 * The page fetcher of a list call: sends the list query as the call's query string and reads
 * the answer's envelope. The server validates the filters, so they travel as entered.
 */
export const fetchList =
  <C extends CallContract, Names extends ListNames, Item>(
    contract: C,
    envelope: ListEnvelope<Names, Item>,
  ) =>
  async (
    params: ListParams,
    cursor?: PageCursor,
    total?: TotalRequest,
  ): Promise<ListPage<Item>> => {
    const input = [{ query: toQuery(params, cursor, total) }] as unknown as CallArgs<C>;
    const answer = (await api.call(contract, ...input)) as ListAnswerOf<Names, Item>;
    return readList(envelope, answer);
  };
