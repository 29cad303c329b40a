import type { TObject } from 'typebox';
import { listCalls, listKinds, type ViewListKind } from './list-kinds.js';
import { MerchantRowsQuery } from './sales.js';

/**
 * The query of every list with saved views (`viewListKinds`), which the server checks a view's
 * page size, sort and filters against: a table list's call's query string, and the one of Sales
 * Track's merchant rows, which are no call of their own.
 */
export const viewListQueries: Readonly<Record<ViewListKind, TObject>> = {
  ...(Object.fromEntries(listKinds.map((kind) => [kind, listCalls[kind].querystring])) as Record<
    (typeof listKinds)[number],
    TObject
  >),
  merchantSales: MerchantRowsQuery,
};
