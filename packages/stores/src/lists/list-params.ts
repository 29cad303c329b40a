/** The query every list of the console sends (spec part 1 §3, §9), plus its entered filters. */
export interface ListParams {
  readonly includeTotal: boolean;
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

/** The spec's defaults: page 1, limit 10, sort 1 (orders pass -1). */
export const baseListParams = (sort: -1 | 1 = 1): ListParams => ({
  includeTotal: true,
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

export const sameParams = (a: ListParams, b: ListParams): boolean =>
  a.page === b.page &&
  a.limit === b.limit &&
  a.sort === b.sort &&
  a.includeTotal === b.includeTotal &&
  JSON.stringify(Object.entries(a.filters).sort()) ===
    JSON.stringify(Object.entries(b.filters).sort());

/** The flat query the wire takes: the paging fields, the cursor and each filter by its name. */
export const toQuery = (
  { filters, ...paging }: ListParams,
  cursor?: PageCursor,
): Record<string, string | number | boolean> => ({
  ...filters,
  ...paging,
  ...cursor,
});
