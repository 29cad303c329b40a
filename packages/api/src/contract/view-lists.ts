import type { TObject } from 'typebox';
import { listCalls, type ViewListKind } from './list-kinds.js';
import { MerchantRowsQuery } from './sales.js';

/**
 * The query of a list with saved views (`viewListKinds`), which the server checks a view's page
 * size, sort and filters against: a table list's call's query string, and the one of Sales
 * Track's merchant rows, which are no call of their own.
 */
export const viewListQuery = (kind: ViewListKind): TObject =>
  kind === 'merchantSales' ? MerchantRowsQuery : listCalls[kind].querystring;
