import { phoneSearchText } from '@satchel/api';

/** The query every list of the console sends (spec part 1 §3, §9), plus its entered filters. */
export interface ListParams {
  readonly page: number;
  readonly limit: number;
  readonly sort: -1 | 1;
  /** Filter fields (search, status, …) by wire name; blank values are never kept. */
  readonly filters: Readonly<Record<string, string>>;
}

/**
 * Where the asked-for page starts when it neighbours the shown one (our addition, see the
 * contract's `ListQuery`): right after the shown page's last row, or right before its first.
 */
export type PageCursor = { readonly after: string } | { readonly before: string };

/** The page sizes a list offers (spec part 1 §9, part 2 §9): a URL's other limits are dropped. */
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 60, 70, 80];

/** The spec's defaults: page 1, limit 10, sort 1 (orders pass -1). */
export const baseListParams = (sort: -1 | 1 = 1): ListParams => ({
  page: 1,
  limit: 10,
  sort,
  filters: {},
});

/**
 * Merges entered filter values into the current ones (spec part 1 §4 "Apply filters"): a
 * non-blank value replaces, a blank or whitespace-only one removes that filter.
 */
export function mergeFilters(
  current: Readonly<Record<string, string>>,
  entered: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const merged: Record<string, string> = { ...current };
  for (const [name, value] of Object.entries(entered)) {
    const trimmed = value?.trim() ?? '';
    if (trimmed === '') delete merged[name];
    else merged[name] = trimmed;
  }
  return merged;
}

/** Whether two queries filter alike (the same rows, whatever their page, size and sort). */
export const sameFilters = (a: ListParams, b: ListParams): boolean =>
  JSON.stringify(Object.entries(a.filters).sort()) ===
  JSON.stringify(Object.entries(b.filters).sort());

export const sameParams = (a: ListParams, b: ListParams): boolean =>
  a.page === b.page && a.limit === b.limit && a.sort === b.sort && sameFilters(a, b);

/**
 * The lists' phone filters, by wire name. Their values travel as the phones are kept (10
 * digits), whatever form the operator typed them in ("+91 98765 43210", as the tables show
 * them): the server reads them so too, the marketplace's existing backend may not.
 */
const PHONE_FILTERS: ReadonlySet<string> = new Set(['phone', 'customerPhone']);

const asSent = (filters: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters).map(([name, value]) => [
      name,
      PHONE_FILTERS.has(name) ? phoneSearchText(value) : value,
    ]),
  );

/** `exactTotal`: count the matching rows exactly where the server would estimate them. */
export interface TotalRequest {
  readonly exactTotal?: boolean;
}

/**
 * The flat query the wire takes: `includeTotal` (spec part 1 §4, §7: every list call asks for
 * its total, which the marketplace's existing backend may otherwise leave out), the paging
 * fields, the cursor, `exactTotal` when asked (our addition, see the contract's `ListQuery`)
 * and each filter by its name (a phone as digits).
 */
export const toQuery = (
  { filters, ...paging }: ListParams,
  cursor?: PageCursor,
  { exactTotal }: TotalRequest = {},
): Record<string, string | number | boolean> => ({
  ...asSent(filters),
  includeTotal: true,
  ...paging,
  ...cursor,
  ...(exactTotal && { exactTotal }),
});

const positive = (text: string | undefined): number | undefined => {
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/** The query as the URL carries it: paging fields only where they differ from `base`, then filters. */
export function toPlaceQuery(params: ListParams, base: ListParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.page !== base.page) query.page = String(params.page);
  if (params.limit !== base.limit) query.limit = String(params.limit);
  if (params.sort !== base.sort) query.sort = String(params.sort);
  return { ...query, ...params.filters };
}

/** The list query a URL names; what is missing or unreadable is the base's. */
export function fromPlaceQuery(
  { page, limit, sort, ...filters }: Readonly<Record<string, string>>,
  base: ListParams,
): ListParams {
  return {
    page: positive(page) ?? base.page,
    limit: PAGE_SIZES.find((size) => String(size) === limit) ?? base.limit,
    sort: sort === '1' || sort === '-1' ? (Number(sort) as 1 | -1) : base.sort,
    filters: mergeFilters({}, filters),
  };
}
