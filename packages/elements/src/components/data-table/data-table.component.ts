import { html, nothing, type PropertyValues } from 'lit';
import { SatElement } from '../../internal/sat-element.js';
import { ColumnMenu } from './data-table.columns.js';
import { FilterBar, type FilterValues, sameValues } from './data-table.filters.js';
import { tableRowKeys } from './data-table.keyboard.js';
import { Pager, pagerView } from './data-table.pager.js';
import { TableRows } from './data-table.rows.js';
import { RowSelection } from './data-table.selection.js';
import { type SatDataTableStrings, satDataTableStrings } from './data-table.strings.js';
import { dataTableStyles } from './data-table.styles.js';
import { ToolbarNotices } from './data-table.toolbar.js';
import type {
  SatColumn,
  SatDataTableQuery,
  SatFilter,
  SatRow,
  SatRowFunction,
  SatSortOrder,
} from './data-table.types.js';

/**
 * @tag sat-data-table
 * @summary The console's shared table (spec part 1 §2 "Shared table"): a filters toggle with
 * filter fields, Search and Reset; a page-size select and a sort select; Previous and Next; Apply
 * Changes; Total Items; a "No results found" row; row selection and a loading state. Columns are
 * data (`columns`): text, date, money, per-row status select, toggle, action buttons, link, image,
 * or a cell the host renders.
 *
 * The host owns the query: Previous, Next, the page-size and sort selects only report what the
 * user asked for (`sat-page-change`, `sat-limit-change`, `sat-sort-change`); the host stores it,
 * hands back `page`, `limit` and `sort`, and reloads on Apply Changes (`sat-apply`). Give
 * `applied` the query the shown rows answer: while `page`, `limit` or `sort` differ from it, Apply
 * Changes is highlighted and a note says the changes are not applied yet.
 *
 * Cell controls report changes (`sat-cell-change`) and show the user's choice until the host
 * hands over new `rows`, whose values then win: a host that refuses a change passes a new array.
 * The selection and the filters' open state update themselves and report it; the host may also
 * set them. While `loading`, every control but the column menu (which changes nothing the load
 * depends on) is disabled, a spinner shows and the table is aria-busy.
 *
 * Rows are drawn again only when `rows`, `columns`, `rowKey`, `rowLabel`, the selection, the
 * formats or the texts change (not on loading, paging or sorting): a column's functions must
 * read the row alone; a host whose cells depend on more passes new `columns`.
 *
 * Pages of more than 150 rows (`SatDataTable.windowThreshold`) draw only the rows in view and a
 * few past each edge, following the scroll of whatever the table scrolls in (the page, its own
 * box given `--sat-data-table-max-height`, a dialog): the browser's style and layout of a thousand
 * rows of controls take longer than a frame. Empty rows above and below stand for the others, so
 * the scrollbar spans the whole page; the table's `aria-rowcount` and each row's `aria-rowindex`
 * tell screen readers the page's size and where a row stands. The row holding focus stays drawn
 * while scrolled away. Selection, select all and events still cover every row of the page.
 * Smaller pages draw every row (find in page and printing see them all).
 *
 * Columns: the Columns button of the toolbar opens a menu of every column, in the shown order,
 * each with a checkbox that shows or hides it and Move up and Move down buttons. The table applies
 * a change itself and reports it (`sat-columns-change`); the host keeps it as `columnOrder` and
 * `hiddenColumns`, which it may also set. The last shown column cannot be hidden, nor a column
 * declared `hideable: false`. In the menu, ArrowUp and ArrowDown go from column to column, Home
 * and End to the first and last, Space shows or hides, Alt+ArrowUp and Alt+ArrowDown move the
 * focused column, and Escape closes it.
 *
 * Selecting every matching row: when every row of the page is selected and `total` is larger than
 * the page, a bar under the toolbar offers "Select all N matching" (`sat-select-all-matching`);
 * the table then sets `allMatchingSelected`, shows every row as selected and offers Clear
 * selection. Clear selection, or any checkbox, ends it: `sat-selection-change` reports the new
 * `keys` with `allMatching: false`, and the table sets `allMatchingSelected` back to false.
 *
 * Live lists: `newRows` above 0 shows "N new: Show" in the toolbar (`sat-new-rows-show`), in a
 * polite live region; the notice takes no room above the rows, so they never move under the
 * pointer. Rows whose keys are in `markedRows` are marked for a moment (an accent bar at their
 * start and a background that fades in about 2 s; the bar stays, without fading, when the user
 * asks for reduced motion) and carry `data-marked` and the part `row-marked`.
 *
 * `totalEstimated` shows the total as an estimate ("about 2,50,000", in the table's locale) with
 * a "Count exactly" button (`sat-total-count`).
 *
 * Keyboard: every control is reached with Tab; Enter in a text filter searches. The scrolling box
 * around the table can be focused to scroll it with the arrow keys. With focus in the table, j and
 * k move the active row down and up (`activeKey`; it takes focus and shows an outline), Enter on
 * it does what its first link does (or else its first enabled action button: a row's details or
 * its primary action) and x selects or unselects it. These never fire while typing in a field nor
 * with Ctrl, Alt or Meta. A host may move the active row from elsewhere (a page-wide j) with
 * `moveActiveRow`. Focus moving into a row (Tab, a click) makes it the active row.
 *
 * @slot toolbar - The host's controls in the toolbar, after Filters and Columns (Export, saved views).
 *
 * @event {SatPageChangeEvent} sat-page-change - Previous or Next; `detail.page` is the page asked for.
 * @event {SatLimitChangeEvent} sat-limit-change - A page size was picked; `detail.limit`. The
 * host goes back to page 1.
 * @event {SatSortChangeEvent} sat-sort-change - A sort order was picked; `detail.sort` (-1 or 1).
 * @event {SatApplyEvent} sat-apply - Apply Changes was pressed (detail `{}`).
 * @event {SatFiltersApplyEvent} sat-filters-apply - Search (or Enter in a text filter);
 * `detail.values` has every filter by name, blank ones as `''`.
 * @event {SatFiltersResetEvent} sat-filters-reset - Reset: the fields are cleared (detail `{}`).
 * @event {SatFiltersToggleEvent} sat-filters-toggle - The filters were shown or hidden; `detail.open`.
 * @event {SatSelectionChangeEvent} sat-selection-change - Rows were selected or unselected, or
 * the selection was cleared; `detail.keys` is the whole selection, `detail.allMatching` whether
 * every matching row is selected (always false: a change by the user ends that).
 * @event {SatSelectAllMatchingEvent} sat-select-all-matching - "Select all N matching" was
 * pressed; `detail.total` is N. The table sets `allMatchingSelected`.
 * @event {SatColumnsChangeEvent} sat-columns-change - A column was shown, hidden or moved in the
 * column menu; `detail.order` has every column id in order, `detail.hidden` the hidden ones.
 * @event {SatNewRowsShowEvent} sat-new-rows-show - Show was pressed on the "N new" notice;
 * `detail.count` is N. The host shows the new rows and sets `newRows` to 0.
 * @event {SatTotalCountEvent} sat-total-count - "Count exactly" was pressed beside an estimated
 * total (detail `{}`).
 * @event {SatCellChangeEvent} sat-cell-change - A status select or a toggle changed;
 * `detail.key` (row key), `detail.column` (column id), `detail.value` (option value or boolean).
 * @event {SatActiveRowChangeEvent} sat-active-row-change - The active row moved (j, k, or focus
 * into a row); `detail.key`.
 * @event {SatRowActionEvent} sat-row-action - An action button; `detail.key`, `detail.action`.
 * @event {SatLinkClickEvent} sat-link-click - A link cell; `detail.key`, `detail.column`.
 *
 * @csspart toolbar - The row above the table: filters toggle, loading status, Total Items.
 * @csspart columns-button - The Columns button.
 * @csspart column-menu - The column menu.
 * @csspart column-menu-item - A column's line in the menu: checkbox, header, Move up, Move down.
 * @csspart new-rows - The "N new: Show" notice.
 * @csspart new-rows-button - Its Show button.
 * @csspart selection-bar - The bar that offers to select, or says it selected, every matching row.
 * @csspart selection-bar-button - Its button: Select all N matching, or Clear selection.
 * @csspart count-button - "Count exactly", beside an estimated total.
 * @csspart row-active - The active row (with the part `row`): the one Enter opens and x selects.
 * @csspart row-marked - A row whose key is in `markedRows` (with the part `row`).
 * @csspart loading - The spinner and "Loading…" while `loading`.
 * @csspart filters-button - The filters toggle.
 * @csspart filters - The filter fields with Search and Reset.
 * @csspart filter-control - A filter's text input or select.
 * @csspart search-button - Search.
 * @csspart reset-button - Reset.
 * @csspart total - Total Items.
 * @csspart scroller - The box that scrolls the table horizontally.
 * @csspart table - The table element.
 * @csspart header - The header row.
 * @csspart row - A row of data.
 * @csspart cell - A cell of data (amounts and links never wrap; a date only between day and time).
 * @csspart status-select - A row's status select (status-select columns).
 * @csspart toggle - A row's switch (toggle columns).
 * @csspart action-button - A row's action button (actions columns).
 * @csspart link - A cell's link (link columns; a link-styled button when the column has no href).
 * @csspart image - A cell's thumbnail box, the image or its placeholder (image columns).
 * @csspart empty - The row shown when there is no data.
 * @csspart footer - The row under the table: page size, sort, Apply Changes, Previous and Next.
 * @csspart page-size - The page-size select.
 * @csspart sort - The sort select.
 * @csspart page-number - "Page N of M" between Previous and Next: the page on screen.
 * @csspart pending-page - "Page N pending" beside it, while Previous or Next chose a page not applied yet.
 * @csspart apply-button - Apply Changes.
 * @csspart pending-note - The note shown while changes are not applied.
 * @csspart previous-button - Previous.
 * @csspart next-button - Next.
 *
 * @cssproperty --sat-data-table-max-height - Height beyond which the table scrolls. Default none.
 * @cssproperty --sat-data-table-row-hover - Background of the row under the pointer.
 * @cssproperty --sat-data-table-selected-row - Background of a selected row.
 * @cssproperty --sat-data-table-marked-row - Colour of a marked row's bar and fading background.
 */
export class SatDataTable extends SatElement<SatDataTableStrings> {
  static override styles = [SatElement.styles, dataTableStyles];

  static override properties = {
    columns: { attribute: false },
    rows: { attribute: false },
    rowKey: { attribute: 'row-key' },
    rowLabel: { attribute: false },
    total: { type: Number },
    totalPages: { type: Number, attribute: 'total-pages' },
    page: { type: Number },
    limit: { type: Number },
    sort: { type: Number },
    applied: { attribute: false },
    loading: { type: Boolean, reflect: true },
    filters: { attribute: false },
    filterValues: {
      attribute: false,
      hasChanged: (next: FilterValues, previous?: FilterValues) => !sameValues(next, previous),
    },
    filtersOpen: { type: Boolean, attribute: 'filters-open', reflect: true },
    selectable: { type: Boolean, reflect: true },
    selectedKeys: { attribute: false },
    allMatchingSelected: { type: Boolean, attribute: 'all-matching-selected' },
    columnOrder: { attribute: false },
    hiddenColumns: { attribute: false },
    newRows: { type: Number, attribute: 'new-rows' },
    markedRows: { attribute: false },
    activeKey: { attribute: false },
    totalEstimated: { type: Boolean, attribute: 'total-estimated' },
    pageSizes: { attribute: false },
    label: {},
    locale: {},
    currency: {},
    timeZone: { attribute: 'time-zone' },
  };

  /**
   * Pages of more rows than this draw only the rows in view (see the class description); up to
   * it, every row. Above the console's largest page size (80), below the thousand an internal
   * tool may ask for.
   */
  static readonly windowThreshold = 150;

  /** The columns, in display order. */
  columns: readonly SatColumn[] = [];

  /** The rows of the shown page. */
  rows: readonly SatRow[] = [];

  /** The row field that identifies a row (its key in events and in `selectedKeys`). */
  rowKey = 'id';

  /** A row's name in the accessible labels of its controls ("Status, Aarav"); defaults to its key. */
  rowLabel?: SatRowFunction<SatRow, string>;

  /** How many items the whole list has (Total Items). */
  total = 0;

  /** Whether `total` is an estimate: shown as "about N" with a "Count exactly" button. */
  totalEstimated = false;

  /** How many pages the list has; Next is disabled on the last one. */
  totalPages = 0;

  /** The stored page (1-based); Previous is disabled on page 1. */
  page = 1;

  /** The stored page size. */
  limit = 10;

  /** The stored sort order: -1 newest first, 1 oldest first. */
  sort: SatSortOrder = 1;

  /** The query the shown rows answer; null before the first answer (no pending sign then). */
  applied: SatDataTableQuery | null = null;

  /** Whether the list is loading: controls disabled, spinner, aria-busy. */
  loading = false;

  /** The filter fields shown when the filters are open; none hides the toggle. */
  filters: readonly SatFilter[] = [];

  /**
   * The filters' values, by name; the fields start from them and Reset clears them. Only new
   * values replace what the user is typing: an equal object (a host re-rendering) does not.
   */
  filterValues: FilterValues = {};

  /** Whether the filter fields are shown. */
  filtersOpen = false;

  /** Whether rows have a checkbox, with a select-all for the page in the header. */
  selectable = false;

  /** Keys of the selected rows, on this page or others. */
  selectedKeys: readonly string[] = [];

  /**
   * Whether every row matching the list's filters is selected (`total` of them), beyond
   * `selectedKeys`: every row shows as selected. Set by "Select all N matching", cleared by any
   * change of the selection; the host may set it too.
   */
  allMatchingSelected = false;

  /**
   * Column ids in the order to show them; unknown ids are ignored and columns not named follow
   * the named ones in their `columns` order. Undefined: the `columns` order.
   */
  columnOrder: readonly string[] | undefined = undefined;

  /** Ids of the columns not shown (unknown ids and columns declared `hideable: false` aside). */
  hiddenColumns: readonly string[] = [];

  /**
   * The key of the active row: the one j and k move, Enter opens and x selects; null for none.
   * The table sets it and reports it (`sat-active-row-change`); the host may set it too.
   */
  activeKey: string | null = null;

  /** How many new rows the list has that are not shown: above 0, the "N new: Show" notice. */
  newRows = 0;

  /** Keys of rows to mark for a moment (changed by someone else). */
  markedRows: readonly string[] = [];

  /** The page sizes offered (spec part 1 §9). */
  pageSizes: readonly number[] = [10, 20, 50, 60, 70, 80];

  /** The table's accessible name (its caption, read by screen readers only). */
  label = '';

  /** The language and region of dates, amounts and numbers (a BCP 47 tag). */
  locale = 'en-IN';

  /** The currency of `money` columns (an ISO 4217 code). */
  currency = 'INR';

  /** The time zone `date` columns are shown in (an IANA name): the business day's (design.md §4). */
  timeZone = 'Asia/Kolkata';

  protected readonly defaultStrings = satDataTableStrings;

  // The table's parts, each in a file of its own beside this one.
  private readonly filterBar = new FilterBar(this, this.voice);
  private readonly columnMenu = new ColumnMenu(this, this.voice);
  private readonly selection = new RowSelection(this, this.voice);
  private readonly tableRows = new TableRows(
    this,
    SatDataTable.windowThreshold,
    this.columnMenu,
    this.selection,
    this.voice,
  );
  private readonly rowKeys = tableRowKeys(
    this,
    () => this.tableRows.pageKeys,
    this.selection,
    this.voice,
  );
  private readonly notices = new ToolbarNotices(this, this.voice);
  private readonly pager = new Pager(this, this.voice);

  /**
   * Moves the active row `step` rows down (up when negative) and focuses it, as j and k do; with
   * no active row on the page, a step down starts at the first row and a step up at the last.
   */
  moveActiveRow(step: number): Promise<void> {
    return this.rowKeys.move(step);
  }

  /** Whether the stored page, size or sort differ from what the rows show. */
  get pending(): boolean {
    return pagerView(this).pending;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.columnMenu.prepare(changed);
    this.tableRows.prepare(changed);
    if (changed.has('selectedKeys')) {
      this.selection.sync();
    }
    if (changed.has('filterValues')) {
      this.filterBar.startFrom(this.filterValues);
    }
  }

  protected override render() {
    const text = this.text;
    const { count } = this.tableRows.cellFormats;
    return html`
      <div part="toolbar" class="toolbar">
        ${this.filterBar.renderToggle()}
        ${this.columnMenu.render()}
        <slot name="toolbar"></slot>
        ${this.notices.renderNewRows(count)}
        <span part="loading" class="loading-status" role="status">
          ${this.loading ? html`<sl-spinner aria-hidden="true"></sl-spinner><span>${text.loading}</span>` : nothing}
        </span>
        ${this.notices.renderTotal(count)}
      </div>
      ${this.filterBar.render()}
      ${this.selection.renderBar(this.tableRows.pageKeys, count)}
      ${this.tableRows.render()}
      ${this.pager.render()}
    `;
  }
}
