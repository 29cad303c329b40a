/**
 * A text with a number in it: `count` for the grammar (one row, two rows), `shown` the number as
 * the table writes it in its locale (1,234 or 1.234).
 */
export type SatCountText = (count: number, shown: string) => string;

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
  /**
   * The page shown and the number of pages: "Page 2 of 8". A function, so that each language
   * puts the numbers where its grammar does.
   */
  readonly pageOf: (page: number, pages: number) => string;
  /** A page chosen with Previous or Next but not applied yet: "Page 3 pending". */
  readonly pendingPage: (page: number) => string;
  /** Accessible name of the header checkbox. */
  readonly selectAll: string;
  /** Accessible name of a row checkbox, with the row's name: "Select Asha Stores". */
  readonly selectRow: (row: string) => string;
  /** First choice of a select filter, which sets no filter. */
  readonly filterPlaceholder: string;
  /** The column menu's button, and the menu's accessible name. */
  readonly columns: string;
  /** Accessible name of a column's Move up button, followed by the column's header. */
  readonly moveUp: string;
  /** Accessible name of a column's Move down button, followed by the column's header. */
  readonly moveDown: string;
  /** Said after a column moved: its header, then where it stands ("Name: 2 of 8"). */
  readonly columnPosition: (header: string, position: number, count: number) => string;
  /** The bar shown when every row of the page is selected and the list has more. */
  readonly pageSelected: SatCountText;
  /** Its button, with the list's total. */
  readonly selectAllMatching: SatCountText;
  /** The bar once every matching row is selected, with the list's total. */
  readonly allMatchingSelected: SatCountText;
  /** The button that ends the selection. */
  readonly clearSelection: string;
  /** The notice of new rows not shown yet, before its Show button ("3 new:"). */
  readonly newRows: SatCountText;
  /** The notice's button. */
  readonly showNewRows: string;
  /** An estimated total ("about 2,50,000"). */
  readonly estimatedTotal: SatCountText;
  /** The button beside an estimated total. */
  readonly countExactly: string;
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
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  pendingPage: (page) => `Page ${page} pending`,
  selectAll: 'Select all rows on this page',
  selectRow: (row) => `Select ${row}`,
  filterPlaceholder: 'Select an option',
  columns: 'Columns',
  moveUp: 'Move up',
  moveDown: 'Move down',
  columnPosition: (header, position, count) => `${header}: ${position} of ${count}`,
  pageSelected: (count, shown) =>
    count === 1
      ? 'The 1 row on this page is selected.'
      : `All ${shown} rows on this page are selected.`,
  selectAllMatching: (_, shown) => `Select all ${shown} matching`,
  allMatchingSelected: (count, shown) =>
    count === 1 ? 'The 1 matching row is selected.' : `All ${shown} matching rows are selected.`,
  clearSelection: 'Clear selection',
  newRows: (_, shown) => `${shown} new:`,
  showNewRows: 'Show',
  estimatedTotal: (_, shown) => `about ${shown}`,
  countExactly: 'Count exactly',
};
