/** The texts `<sat-data-table>` shows itself; a host overrides any of them through `strings`. */
export interface SatDataTableStrings {
  /** The row shown when there are no rows. */
  readonly empty: string;
  /** The Search button. */
  readonly search: string;
  /** The Reset button. */
  readonly reset: string;
  /** The Previous button. */
  readonly previous: string;
  /** The Next button. */
  readonly next: string;
  /** The Apply Changes button. */
  readonly apply: string;
  /** Before the total count. */
  readonly total: string;
  /** The filters toggle. */
  readonly filters: string;
  /** Next to the spinner, and in the empty table while loading. */
  readonly loading: string;
  /** Label of the page-size select. */
  readonly pageSize: string;
  /** Label of the sort select. */
  readonly sort: string;
  /** The sort order -1 (newest first). */
  readonly latestFirst: string;
  /** The sort order 1 (oldest first). */
  readonly startFirst: string;
  /** The note next to Apply Changes while the page, size or sort differ from what is shown. */
  readonly pending: string;
  /** The word before the page number: "Page 2 of 8". */
  readonly page: string;
  /** The word between the page and the number of pages. */
  readonly of: string;
  /** After a page chosen with Previous or Next but not applied yet: "Page 3 pending". */
  readonly pendingPage: string;
  /** Accessible name of the header checkbox. */
  readonly selectAll: string;
  /** Accessible name of a row checkbox, followed by the row's name. */
  readonly selectRow: string;
  /** First choice of a select filter, which sets no filter. */
  readonly filterPlaceholder: string;
}

/** The spec's texts (part 1 §2 "Shared table", §9). */
export const satDataTableStrings: SatDataTableStrings = {
  empty: 'No results found',
  search: 'Search',
  reset: 'Reset',
  previous: 'Previous',
  next: 'Next',
  apply: 'Apply Changes',
  total: 'Total Items',
  filters: 'Filters',
  loading: 'Loading…',
  pageSize: 'Page size',
  sort: 'Sort',
  latestFirst: 'Latest First',
  startFirst: 'Start First',
  pending: 'Not applied yet',
  page: 'Page',
  of: 'of',
  pendingPage: 'pending',
  selectAll: 'Select all rows on this page',
  selectRow: 'Select',
  filterPlaceholder: 'Select an option',
};
