import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
import { SatElement } from '../../internal/sat-element.js';
import { icon, renderCell } from './data-table.cells.js';
import { type CellFormats, cellFormats } from './data-table.format.js';
import { type SatDataTableStrings, satDataTableStrings } from './data-table.strings.js';
import { dataTableStyles } from './data-table.styles.js';
import type {
  SatColumn,
  SatDataTableQuery,
  SatFilter,
  SatRow,
  SatRowFunction,
  SatSortOrder,
} from './data-table.types.js';
import { RowWindow } from './data-table.window.js';

/** The spec's two sort orders (part 1 §9) and the texts that name them. */
const sortOrders = [
  [-1, 'latestFirst'],
  [1, 'startFirst'],
] as const satisfies readonly (readonly [SatSortOrder, keyof SatDataTableStrings])[];

type FilterValues = Readonly<Record<string, string>>;

/** Whether two sets of filter values hold the same values (the objects may differ). */
function sameValues(a: FilterValues, b: FilterValues | undefined): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b ?? {}).length && keys.every((key) => a[key] === b?.[key]);
}

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
 * set them. While `loading`, every control is disabled, a spinner shows and the table is
 * aria-busy.
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
 * Keyboard: every control is reached with Tab; Enter in a text filter searches. The scrolling box
 * around the table can be focused to scroll it with the arrow keys.
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
 * @event {SatSelectionChangeEvent} sat-selection-change - Rows were selected or unselected;
 * `detail.keys` is the whole selection.
 * @event {SatCellChangeEvent} sat-cell-change - A status select or a toggle changed;
 * `detail.key` (row key), `detail.column` (column id), `detail.value` (option value or boolean).
 * @event {SatRowActionEvent} sat-row-action - An action button; `detail.key`, `detail.action`.
 * @event {SatLinkClickEvent} sat-link-click - A link cell; `detail.key`, `detail.column`.
 *
 * @csspart toolbar - The row above the table: filters toggle, loading status, Total Items.
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
 */
export class SatDataTable extends SatElement<SatDataTableStrings> {
  static override styles = [SatElement.styles, dataTableStyles];

  /**
   * Pages of more rows than this draw only the rows in view (see the class description); up to
   * it, every row. Above the console's largest page size (80), below the thousand an internal
   * tool may ask for.
   */
  static readonly windowThreshold = 150;

  /** The columns, in display order. */
  @property({ attribute: false }) columns: readonly SatColumn[] = [];

  /** The rows of the shown page. */
  @property({ attribute: false }) rows: readonly SatRow[] = [];

  /** The row field that identifies a row (its key in events and in `selectedKeys`). */
  @property({ attribute: 'row-key' }) rowKey = 'id';

  /** A row's name in the accessible labels of its controls ("Status, Aarav"); defaults to its key. */
  @property({ attribute: false }) rowLabel?: SatRowFunction<SatRow, string>;

  /** How many items the whole list has (Total Items). */
  @property({ type: Number }) total = 0;

  /** How many pages the list has; Next is disabled on the last one. */
  @property({ type: Number, attribute: 'total-pages' }) totalPages = 0;

  /** The stored page (1-based); Previous is disabled on page 1. */
  @property({ type: Number }) page = 1;

  /** The stored page size. */
  @property({ type: Number }) limit = 10;

  /** The stored sort order: -1 newest first, 1 oldest first. */
  @property({ type: Number }) sort: SatSortOrder = 1;

  /** The query the shown rows answer; null before the first answer (no pending sign then). */
  @property({ attribute: false }) applied: SatDataTableQuery | null = null;

  /** Whether the list is loading: controls disabled, spinner, aria-busy. */
  @property({ type: Boolean, reflect: true }) loading = false;

  /** The filter fields shown when the filters are open; none hides the toggle. */
  @property({ attribute: false }) filters: readonly SatFilter[] = [];

  /**
   * The filters' values, by name; the fields start from them and Reset clears them. Only new
   * values replace what the user is typing: an equal object (a host re-rendering) does not.
   */
  @property({
    attribute: false,
    hasChanged: (next: FilterValues, previous?: FilterValues) => !sameValues(next, previous),
  })
  filterValues: FilterValues = {};

  /** Whether the filter fields are shown. */
  @property({ type: Boolean, attribute: 'filters-open', reflect: true }) filtersOpen = false;

  /** Whether rows have a checkbox, with a select-all for the page in the header. */
  @property({ type: Boolean, reflect: true }) selectable = false;

  /** Keys of the selected rows, on this page or others. */
  @property({ attribute: false }) selectedKeys: readonly string[] = [];

  /** The page sizes offered (spec part 1 §9). */
  @property({ attribute: false }) pageSizes: readonly number[] = [10, 20, 50, 60, 70, 80];

  /** The table's accessible name (its caption, read by screen readers only). */
  @property() label = '';

  /** The language and region of dates, amounts and numbers (a BCP 47 tag). */
  @property() locale = 'en-IN';

  /** The currency of `money` columns (an ISO 4217 code). */
  @property() currency = 'INR';

  /** The time zone `date` columns are shown in (an IANA name): the business day's (design.md §4). */
  @property({ attribute: 'time-zone' }) timeZone = 'Asia/Kolkata';

  protected readonly defaultStrings = satDataTableStrings;

  /** What the user has typed in the filter fields, by name. */
  @state() private draft: Record<string, string> = {};

  // Derived once per change of their inputs rather than on every render.
  private keys: string[] = [];
  private selected = new Set<string>();
  private columnsById = new Map<string, SatColumn>();
  private formats!: CellFormats;
  /** Keys of rows whose status select or toggle the user changed since the last new rows. */
  private changedByUser = new Set<string>();
  /** Those of them the rows being drawn must redraw (see renderBody). */
  private redrawn: ReadonlySet<string> = new Set();
  /** Which rows of a long page are drawn (see data-table.window). */
  private readonly rowWindow = new RowWindow(
    this,
    SatDataTable.windowThreshold,
    () => this.shadowRoot?.querySelector('tbody') ?? null,
  );
  /** The control focused before this update, while the page is windowed (see updated). */
  private focusedControl: HTMLElement | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('rows') || changed.has('rowKey')) {
      this.keys = this.rows.map((row) => String(row[this.rowKey]));
      this.redrawn = this.changedByUser;
      this.changedByUser = new Set();
    }
    if (changed.has('rows') || changed.has('columns') || changed.has('selectable')) {
      this.rowWindow.reset(this.rows.length);
    }
    this.focusedControl = this.rowWindow.active
      ? (this.shadowRoot?.activeElement as HTMLElement | null)
      : null;
    if (changed.has('selectedKeys')) {
      this.selected = new Set(this.selectedKeys);
    }
    if (
      !this.hasUpdated ||
      changed.has('locale') ||
      changed.has('currency') ||
      changed.has('timeZone')
    ) {
      this.formats = cellFormats(this.locale, this.currency, this.timeZone);
    }
    if (changed.has('columns')) {
      this.columnsById = new Map(this.columns.map((column) => [column.id, column]));
    }
    if (changed.has('filterValues')) {
      this.draft = { ...this.filterValues };
    }
  }

  protected override updated(): void {
    // The window moves row elements, and an element moved loses focus: give it back, unless
    // focus went elsewhere meanwhile.
    const control = this.focusedControl;
    if (
      control?.isConnected &&
      !this.shadowRoot?.activeElement &&
      document.activeElement === document.body
    ) {
      control.focus({ preventScroll: true });
    }
  }

  /** Whether the stored page, size or sort differ from what the rows show. */
  /** The page whose rows are on screen: the applied one, the chosen one before any answer. */
  private get shownPage(): number {
    return this.applied?.page ?? this.page;
  }

  get pending(): boolean {
    const { applied } = this;
    return (
      applied !== null &&
      (applied.page !== this.page || applied.limit !== this.limit || applied.sort !== this.sort)
    );
  }

  /** Cells a row spans: one per column, and the selection checkbox. */
  private get columnSpan(): number {
    return Math.max(this.columns.length + (this.selectable ? 1 : 0), 1);
  }

  /** The index of the row holding focus, which the window keeps drawn. */
  private focusedRowIndex(): number | undefined {
    const key = this.focusedControl?.closest<HTMLElement>('tr[data-key]')?.dataset.key;
    const index = key === undefined ? -1 : this.keys.indexOf(key);
    return index < 0 ? undefined : index;
  }

  private rowName(row: SatRow, key: string): string {
    return this.rowLabel ? this.rowLabel(row) : key;
  }

  private setSelection(keys: readonly string[]): void {
    this.selectedKeys = keys;
    this.emit('sat-selection-change', { keys });
  }

  private readonly toggleFilters = (): void => {
    this.filtersOpen = !this.filtersOpen;
    this.emit('sat-filters-toggle', { open: this.filtersOpen });
  };

  private readonly search = (): void => {
    const values = Object.fromEntries(
      this.filters.map((filter) => [filter.name, this.draft[filter.name] ?? '']),
    );
    this.emit('sat-filters-apply', { values });
  };

  private readonly resetFilters = (): void => {
    this.draft = {};
    this.emit('sat-filters-reset', {});
  };

  private readonly handleFilterInput = (event: Event): void => {
    const field = event.target as HTMLInputElement | HTMLSelectElement;
    // The field already shows the text; no render is needed, so the draft is changed in place.
    this.draft[field.name] = field.value;
  };

  private readonly handleFilterKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Enter' && (event.target as HTMLElement).localName === 'input') {
      event.preventDefault();
      this.search();
    }
  };

  private readonly handleLimitChange = (event: Event): void => {
    const limit = Number((event.target as HTMLSelectElement).value);
    this.emit('sat-limit-change', { limit });
  };

  private readonly handleSortChange = (event: Event): void => {
    const sort = Number((event.target as HTMLSelectElement).value) as SatSortOrder;
    this.emit('sat-sort-change', { sort });
  };

  private readonly goToPrevious = (): void => {
    this.emit('sat-page-change', { page: this.page - 1 });
  };

  private readonly goToNext = (): void => {
    this.emit('sat-page-change', { page: this.page + 1 });
  };

  private readonly apply = (): void => {
    this.emit('sat-apply', {});
  };

  private readonly handleSelectAll = (): void => {
    const allSelected = this.keys.every((key) => this.selected.has(key));
    const onPage = new Set(this.keys);
    this.setSelection(
      allSelected
        ? this.selectedKeys.filter((key) => !onPage.has(key))
        : [...this.selectedKeys, ...this.keys.filter((key) => !this.selected.has(key))],
    );
  };

  /** One listener for every control of every row: cells bind no closures (see data-table.cells). */
  private readonly handleBodyChange = (event: Event): void => {
    const control = event.target as HTMLInputElement | HTMLSelectElement;
    const key = control.closest('tr')?.dataset.key;
    if (key === undefined) return;
    if (control.dataset.select !== undefined) {
      const checked = (control as HTMLInputElement).checked;
      this.setSelection(
        checked ? [...this.selectedKeys, key] : this.selectedKeys.filter((each) => each !== key),
      );
      return;
    }
    const column = control.dataset.column;
    if (column === undefined || !this.columnsById.has(column)) return;
    const value =
      control.localName === 'select' ? control.value : (control as HTMLInputElement).checked;
    this.changedByUser.add(key);
    this.emit('sat-cell-change', { key, column, value });
  };

  private readonly handleBodyClick = (event: MouseEvent): void => {
    const button = (event.target as Element).closest<HTMLElement>(
      'button[data-action], [data-link]',
    );
    const key = button?.closest('tr')?.dataset.key;
    if (!button || key === undefined || button.matches(':disabled')) return;
    if (button.localName === 'a') {
      // A modified click keeps the browser's meaning (new tab, new window) thanks to the href.
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
    }
    const { action, link } = button.dataset;
    if (action !== undefined) {
      this.emit('sat-row-action', { key, action });
    } else if (link !== undefined) {
      this.emit('sat-link-click', { key, column: link });
    }
  };

  /** Image load and error do not bubble, so the body listens for them while they go down. */
  private readonly handleImageEvent = {
    handleEvent: (event: Event): void => {
      const image = event.target as Element;
      if (image.localName === 'img') {
        image.classList.toggle('broken', event.type === 'error');
      }
    },
    capture: true,
  };

  private renderFilters() {
    const disabled = this.loading;
    return html`
      <div part="filters" id="filters" class="filters" @input=${this.handleFilterInput} @change=${this.handleFilterInput} @keydown=${this.handleFilterKeydown}>
        ${this.filters.map(
          (filter) => html`
            <label class="field">
              <span class="field-label">${filter.label}</span>
              ${
                filter.type === 'select'
                  ? html`
                    <select part="filter-control" class="control" name=${filter.name} ?disabled=${disabled} .value=${live(this.draft[filter.name] ?? '')}>
                      <option value="">${filter.placeholder ?? this.text.filterPlaceholder}</option>
                      ${(filter.options ?? []).map(
                        (option) =>
                          html`<option value=${option.value} ?selected=${option.value === (this.draft[filter.name] ?? '')}>${option.label}</option>`,
                      )}
                    </select>
                  `
                  : html`
                    <input
                      part="filter-control"
                      class="control"
                      type="text"
                      name=${filter.name}
                      placeholder=${filter.placeholder ?? ''}
                      ?disabled=${disabled}
                      .value=${live(this.draft[filter.name] ?? '')}
                    />
                  `
              }
            </label>
          `,
        )}
        <span class="filter-buttons">
          <button type="button" part="search-button" class="button button--primary" ?disabled=${disabled} @click=${this.search}>
            ${this.text.search}
          </button>
          <button type="button" part="reset-button" class="button" ?disabled=${disabled} @click=${this.resetFilters}>
            ${this.text.reset}
          </button>
        </span>
      </div>
    `;
  }

  private renderToolbar() {
    return html`
      <div part="toolbar" class="toolbar">
        ${
          this.filters.length > 0
            ? html`
              <button
                type="button"
                part="filters-button"
                class="button"
                aria-expanded=${this.filtersOpen ? 'true' : 'false'}
                aria-controls="filters"
                ?disabled=${this.loading}
                @click=${this.toggleFilters}
              >
                ${icon('filter')}<span>${this.text.filters}</span>
              </button>
            `
            : nothing
        }
        <span part="loading" class="loading-status" role="status">
          ${this.loading ? html`<sl-spinner aria-hidden="true"></sl-spinner><span>${this.text.loading}</span>` : nothing}
        </span>
        <span part="total" class="total">${this.text.total}: <strong>${this.total}</strong></span>
      </div>
    `;
  }

  private renderHeader() {
    const selectedOnPage = this.keys.filter((key) => this.selected.has(key)).length;
    const all = this.keys.length > 0 && selectedOnPage === this.keys.length;
    return html`
      <tr part="header" aria-rowindex=${this.rowWindow.active ? 1 : nothing}>
        ${
          this.selectable
            ? html`
              <th scope="col" class="select-cell">
                <input
                  type="checkbox"
                  aria-label=${this.text.selectAll}
                  ?disabled=${this.loading || this.keys.length === 0}
                  .checked=${live(all)}
                  .indeterminate=${selectedOnPage > 0 && !all}
                  @change=${this.handleSelectAll}
                />
              </th>
            `
            : nothing
        }
        ${this.columns.map(
          (column) => html`
            <th scope="col" class="align-${column.align ?? 'start'}" style=${styleMap({ width: column.width })}>
              ${column.header}
            </th>
          `,
        )}
      </tr>
    `;
  }

  private renderBody() {
    if (this.rows.length === 0) {
      return html`
        <tr part="empty" class="empty">
          <td colspan=${this.columnSpan}>${this.loading ? this.text.loading : this.text.empty}</td>
        </tr>
      `;
    }
    // Rows are keyed by slot, not by row key (see planWindow): on a short page a row's slot is
    // its index, so the next page reuses the rows' elements and only changes their values, as a
    // hand-written table would, instead of building them anew (live() keeps each control's value
    // to its row's). Each row is drawn again only when something it shows is new, so one changed
    // row of a thousand costs one row.
    const shown = [this.columns, this.selectable, this.rowLabel, this.formats, this.text];
    const windowed = this.rowWindow.active;
    const plan = this.rowWindow.plan(this.focusedRowIndex());
    return html`
      ${plan.before > 0 ? this.renderGap(plan.before) : nothing}
      ${repeat(
        plan.items,
        (item) => item.key,
        (item) => {
          if ('gap' in item) return this.renderGap(item.gap);
          const row = this.rows[item.index] as SatRow;
          const key = this.keys[item.index] as string;
          const isSelected = this.selected.has(key);
          // A row whose control the user changed is drawn from new rows even when its object is
          // the same: the host's values win over the user's choice (see the class comment).
          const userChanged = this.redrawn.has(key) ? this.rows : null;
          // Header row first, counted from 1.
          const rowIndex = windowed ? item.index + 2 : undefined;
          return guard([row, key, isSelected, userChanged, rowIndex, ...shown], () =>
            this.renderRow(row, key, isSelected, rowIndex),
          );
        },
      )}
      ${plan.after > 0 ? this.renderGap(plan.after) : nothing}
    `;
  }

  /** An empty row standing for `rows` rows not drawn, as high as they would be. */
  private renderGap(rows: number) {
    const height = `${rows * this.rowWindow.rowHeight}px`;
    return html`<tr class="gap" aria-hidden="true"><td colspan=${this.columnSpan} style=${styleMap({ height })}></td></tr>`;
  }

  private renderRow(row: SatRow, key: string, isSelected: boolean, rowIndex: number | undefined) {
    const context = { row, rowName: this.rowName(row, key), formats: this.formats };
    return html`
      <tr part="row" data-key=${key} class=${isSelected ? 'selected' : ''} aria-rowindex=${rowIndex ?? nothing}>
        ${
          this.selectable
            ? html`
              <td class="select-cell">
                <input
                  type="checkbox"
                  data-select
                  aria-label="${this.text.selectRow} ${context.rowName}"
                  .checked=${live(isSelected)}
                />
              </td>
            `
            : nothing
        }
        ${this.columns.map(
          (column) =>
            html`<td part="cell" class="align-${column.align ?? 'start'} kind-${column.kind ?? 'text'} ${column.unbroken ? 'unbroken' : ''}">${renderCell(column, context)}</td>`,
        )}
      </tr>
    `;
  }

  private renderFooter() {
    const disabled = this.loading;
    const pending = this.pending;
    return html`
      <div part="footer" class="footer">
        <label class="field field--inline">
          <span class="field-label">${this.text.pageSize}</span>
          <select part="page-size" class="control" ?disabled=${disabled} .value=${live(String(this.limit))} @change=${this.handleLimitChange}>
            ${this.pageSizes.map(
              (size) =>
                html`<option value=${size} ?selected=${size === this.limit}>${size}</option>`,
            )}
          </select>
        </label>
        <label class="field field--inline">
          <span class="field-label">${this.text.sort}</span>
          <select part="sort" class="control" ?disabled=${disabled} .value=${live(String(this.sort))} @change=${this.handleSortChange}>
            ${sortOrders.map(
              ([value, label]) =>
                html`<option value=${value} ?selected=${value === this.sort}>${this.text[label]}</option>`,
            )}
          </select>
        </label>
        <button
          type="button"
          part="apply-button"
          class="button ${pending ? 'button--primary button--pending' : ''}"
          ?disabled=${disabled}
          aria-describedby="pending-note"
          @click=${this.apply}
        >
          ${this.text.apply}
        </button>
        <span part="pending-note" id="pending-note" class="pending-note" role="status">${pending ? this.text.pending : nothing}</span>
        <span class="pager">
          <button
            type="button"
            part="previous-button"
            class="button"
            ?disabled=${disabled || this.page <= 1}
            @click=${this.goToPrevious}
          >
            ${this.text.previous}
          </button>
          <span part="page-number" class="page-number">
            ${this.totalPages > 0 ? `${this.text.page} ${this.shownPage} ${this.text.of} ${this.totalPages}` : nothing}
          </span>
          ${
            this.shownPage === this.page
              ? nothing
              : html`<span part="pending-page" class="pending-note">${this.text.page} ${this.page} ${this.text.pendingPage}</span>`
          }
          <button
            type="button"
            part="next-button"
            class="button"
            ?disabled=${disabled || this.page >= this.totalPages}
            @click=${this.goToNext}
          >
            ${this.text.next}
          </button>
        </span>
      </div>
    `;
  }

  protected override render() {
    return html`
      ${this.renderToolbar()}
      ${this.filtersOpen && this.filters.length > 0 ? this.renderFilters() : nothing}
      <div part="scroller" class="scroller" tabindex="0" role="region" aria-label=${this.label || nothing}>
        <fieldset class="rows-state" role="none" ?disabled=${this.loading}>
          <table
            part="table"
            aria-busy=${this.loading ? 'true' : 'false'}
            aria-rowcount=${this.rowWindow.active ? this.rows.length + 1 : nothing}
          >
            ${this.label ? html`<caption class="visually-hidden">${this.label}</caption>` : nothing}
            <thead>${this.renderHeader()}</thead>
            <tbody class=${this.rowWindow.active ? 'windowed' : ''} @change=${this.handleBodyChange} @click=${this.handleBodyClick} @load=${this.handleImageEvent} @error=${this.handleImageEvent}>
              ${guard(
                [
                  this.rows,
                  this.keys,
                  this.columns,
                  this.selected,
                  this.selectable,
                  this.rowLabel,
                  this.formats,
                  this.text,
                  this.rows.length === 0 && this.loading,
                  this.rowWindow.start,
                  this.rowWindow.length,
                  this.rowWindow.rowHeight,
                ],
                () => this.renderBody(),
              )}
            </tbody>
          </table>
        </fieldset>
      </div>
      ${this.renderFooter()}
    `;
  }
}
