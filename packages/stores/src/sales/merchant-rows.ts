import { type ListQuery, phoneSearchText, sales } from '@satchel/api';
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

/** The period's rows, all of them (one answer); none when they fail. */
const periodRows = (): Promise<MerchantSalesRow[]> =>
  quietly(
    async () =>
      (await api.call(sales.merchantSalesTrack, { query: { period: $salesPeriod.get() } })).data,
    [],
  );

/** Whether the row's name, id or phone holds the searched words (any case; a phone as shown). */
const holds = (row: MerchantSalesRow, words: string): boolean => {
  const lower = words.toLowerCase();
  return (
    row.name.toLowerCase().includes(lower) ||
    row.id.includes(lower) ||
    row.phone.includes(phoneSearchText(words))
  );
};

const countOf = (orderBy: string | undefined): sales.MerchantRowOrder =>
  (sales.merchantRowOrders as readonly string[]).includes(orderBy ?? '')
    ? (orderBy as sales.MerchantRowOrder)
    : 'fulfilledCount';

/**
 * The page of the period's rows that the query asks for: searched, ordered by the chosen count
 * (sort -1: most first; the server's own order is most fulfilled first), then by name and id.
 */
const fetchMerchantRows: PageFetcher<MerchantSalesRow> = async ({ page, limit, sort, filters }) => {
  const words = filters.q?.trim() ?? '';
  const count = countOf(filters.orderBy);
  const rows = (await periodRows())
    .filter((row) => words === '' || holds(row, words))
    .sort(
      (a, b) =>
        sort * (a[count] - b[count]) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
    );
  return {
    items: rows.slice((page - 1) * limit, page * limit),
    total: rows.length,
    totalPages: Math.ceil(rows.length / limit),
  };
};

/**
 * Sales Track's merchant rows (spec part 2 §2 "Merchant tab") as a list object, for the saved
 * views and the column chooser every list has (issue 29): the merchant-sales-track call answers a
 * period's rows whole, so the list pages, searches and orders them in the browser. Its views keep
 * the search, the order, the page size and the columns, never the period: that is the screen's,
 * and a view of one tab's table does not move the summary and the other tab with it.
 */
export const merchantSalesRows = listStoreOf<MerchantSalesRow, MerchantRowsFilter>(
  fetchMerchantRows,
  {
    kind: 'merchantSales',
    section: '/sales-track',
    // Never shown: a failed load is no rows (periodRows), as the spec's sales lists fail.
    get failureTitle() {
      return messages.sales.title;
    },
    emptyMessage: '',
    baseParams: baseListParams(-1),
  },
);

// While the rows are watched, a new period shows its rows from page 1, with the same query.
onMount(merchantSalesRows.$list, () => $salesPeriod.listen(() => void merchantSalesRows.apply({})));
