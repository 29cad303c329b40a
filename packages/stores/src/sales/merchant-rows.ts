import { type ListQuery, readList, sales } from '@satchel/api';
import { onMount } from 'nanostores';
import { api } from '../client.js';
import { listStoreOf, type PageFetcher } from '../data/create-list-store.js';
import { baseListParams } from '../data/list-params.js';
import { messages } from '../messages/index.js';
import { quietly } from './quietly.js';
import { $salesPeriod } from './sales-period.js';

type MerchantSalesRow = sales.MerchantSalesRow;

/** The merchant rows' filters by wire name (sales.MerchantRowsQuery): a search, an order. */
export type MerchantRowsFilter = Exclude<keyof sales.MerchantRowsQuery, keyof ListQuery>;

/** The count a view's or a link's `orderBy` names, if it names one the call takes. */
const countOf = (orderBy: string | undefined): sales.MerchantRowOrder | undefined =>
  (sales.merchantRowOrders as readonly string[]).includes(orderBy ?? '')
    ? (orderBy as sales.MerchantRowOrder)
    : undefined;

/**
 * The page of the period's rows that the query asks for, searched and ordered by the server (by
 * the chosen count, sort -1 most first, then by name and id); none when the call fails.
 */
const fetchMerchantRows: PageFetcher<MerchantSalesRow> = ({ page, limit, sort, filters }) =>
  quietly(
    async () =>
      readList(
        sales.merchantRowList,
        await api.call(sales.merchantSalesRows, {
          query: {
            period: $salesPeriod.get(),
            page,
            limit,
            sort,
            q: filters.q?.trim() || undefined,
            orderBy: countOf(filters.orderBy),
          },
        }),
      ),
    { items: [], total: 0, totalPages: 0 },
  );

/**
 * Sales Track's merchant rows (spec part 2 §2 "Merchant tab") as a list object, for the saved
 * views and the column chooser every list has (issue 29), a page at a time (merchant-sales-rows). Its views keep
 * the search, the order, the page size and the columns, never the period: that is the screen's,
 * and a view of one tab's table does not move the summary and the other tab with it.
 */
export const merchantSalesRows = listStoreOf<MerchantSalesRow, MerchantRowsFilter>(
  fetchMerchantRows,
  {
    kind: 'merchantSales',
    section: '/sales-track',
    // Never shown: a failed load is no rows (fetchMerchantRows), as the spec's sales lists fail.
    get failureTitle() {
      return messages.sales.title;
    },
    emptyMessage: '',
    baseParams: baseListParams(-1),
  },
);

// While the rows are watched, a new period shows its rows from page 1, with the same query.
onMount(merchantSalesRows.$list, () => $salesPeriod.listen(() => void merchantSalesRows.apply({})));
