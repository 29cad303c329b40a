import {
  html,
  nothing,
  type PropertyValues,
  type ReactiveController,
  type ReactiveControllerHost,
} from 'lit';
import { guard } from 'lit/directives/guard.js';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { SatVoice } from '../../internal/sat-element.js';
import { renderCell } from './data-table.cells.js';
import type { ColumnArrangement } from './data-table.columns.js';
import { type CellFormats, cellFormats } from './data-table.format.js';
import type { RowSelection } from './data-table.selection.js';
import type { SatDataTableStrings } from './data-table.strings.js';
import type { SatColumn, SatRow, SatRowFunction } from './data-table.types.js';
import { RowWindow } from './data-table.window.js';

/** What the rows read of the table (its public properties). */
export interface TableRowsHost extends ReactiveControllerHost {
  readonly columns: readonly SatColumn[];
  readonly rows: readonly SatRow[];
  readonly rowKey: string;
  readonly rowLabel?: SatRowFunction<SatRow, string>;
  readonly selectable: boolean;
  readonly allMatchingSelected: boolean;
  readonly markedRows: readonly string[];
  readonly activeKey: string | null;
  readonly loading: boolean;
  readonly label: string;
  readonly locale: string;
  readonly currency: string;
  readonly timeZone: string;
  readonly shadowRoot: ShadowRoot | null;
}

/** How a row shows: selected, marked for a moment, active (j and k). */
interface RowState {
  readonly isSelected: boolean;
  readonly isMarked: boolean;
  readonly isActive: boolean;
}

/**
 * The table itself: its header row and its rows, drawn again only when something they show is
 * new, windowed on long pages (data-table.window), and the events of the rows' controls, heard by
 * one listener on the body.
 */
export class TableRows implements ReactiveController {
  // Derived once per change of their inputs rather than on every render.
  private keys: string[] = [];
  private columnsById = new Map<string, SatColumn>();
  private formats: CellFormats | undefined;
  /** Keys of the rows to mark for a moment. */
  private marked: ReadonlySet<string> = new Set();
  /** Keys of rows whose status select or toggle the user changed since the last new rows. */
  private changedByUser = new Set<string>();
  /** Those of them the rows being drawn must redraw (see renderBody). */
  private redrawn: ReadonlySet<string> = new Set();
  /** Which rows of a long page are drawn (see data-table.window). */
  private readonly rowWindow: RowWindow;
  /** The control focused before this update, while the page is windowed (see hostUpdated). */
  private focusedControl: HTMLElement | null = null;

  /**
   * @param windowThreshold Pages of more rows than this are windowed.
   * @param layout The columns to draw, in order (the column menu's arrangement).
   */
  constructor(
    private readonly host: TableRowsHost,
    windowThreshold: number,
    private readonly layout: { readonly arrangement: ColumnArrangement },
    private readonly selection: RowSelection,
    private readonly voice: SatVoice<SatDataTableStrings>,
  ) {
    this.rowWindow = new RowWindow(
      host,
      windowThreshold,
      () => host.shadowRoot?.querySelector('tbody') ?? null,
    );
    host.addController(this);
  }

  /** Takes the host's changed properties before it renders (from its willUpdate). */
  prepare(changed: PropertyValues): void {
    const { host } = this;
    if (changed.has('rows') || changed.has('rowKey')) {
      this.keys = host.rows.map((row) => String(row[host.rowKey]));
      this.redrawn = this.changedByUser;
      this.changedByUser = new Set();
    }
    if (
      changed.has('rows') ||
      changed.has('columns') ||
      changed.has('columnOrder') ||
      changed.has('hiddenColumns') ||
      changed.has('selectable')
    ) {
      this.rowWindow.reset(host.rows.length);
    }
    if (changed.has('markedRows')) {
      this.marked = new Set(host.markedRows);
    }
    this.focusedControl = this.rowWindow.active
      ? (host.shadowRoot?.activeElement as HTMLElement | null)
      : null;
    if (
      this.formats === undefined ||
      changed.has('locale') ||
      changed.has('currency') ||
      changed.has('timeZone')
    ) {
      this.formats = cellFormats(host.locale, host.currency, host.timeZone);
    }
    if (changed.has('columns')) {
      this.columnsById = new Map(host.columns.map((column) => [column.id, column]));
    }
  }

  /** The keys of the page's rows, in order. */
  get pageKeys(): readonly string[] {
    return this.keys;
  }

  /** The table's formats (dates, amounts, counts) in its locale. */
  get cellFormats(): CellFormats {
    return this.formats ?? cellFormats(this.host.locale, this.host.currency, this.host.timeZone);
  }

  /** The columns drawn, in order. */
  private get shown(): readonly SatColumn[] {
    return this.layout.arrangement.shown;
  }

  hostUpdated(): void {
    // The window moves row elements, and an element moved loses focus: give it back, unless
    // focus went elsewhere meanwhile.
    const control = this.focusedControl;
    if (
      control?.isConnected &&
      !this.host.shadowRoot?.activeElement &&
      document.activeElement === document.body
    ) {
      control.focus({ preventScroll: true });
    }
  }

  /** Cells a row spans: one per column, and the selection checkbox. */
  private get columnSpan(): number {
    return Math.max(this.shown.length + (this.host.selectable ? 1 : 0), 1);
  }

  /** The index of the row holding focus, which the window keeps drawn. */
  private focusedRowIndex(): number | undefined {
    const key = this.focusedControl?.closest<HTMLElement>('tr[data-key]')?.dataset.key;
    const index = key === undefined ? -1 : this.keys.indexOf(key);
    return index < 0 ? undefined : index;
  }

  /** The index of the active row (j and k), which the window keeps drawn too. */
  private activeRowIndex(): number | undefined {
    const { activeKey } = this.host;
    const index = activeKey === null ? -1 : this.keys.indexOf(activeKey);
    return index < 0 ? undefined : index;
  }

  private rowName(row: SatRow, key: string): string {
    return this.host.rowLabel ? this.host.rowLabel(row) : key;
  }

  private readonly handleSelectAll = (): void => {
    this.selection.togglePage(this.keys);
  };

  /** One listener for every control of every row: cells bind no closures (see data-table.cells). */
  private readonly handleBodyChange = (event: Event): void => {
    const control = event.target as HTMLInputElement | HTMLSelectElement;
    const key = control.closest('tr')?.dataset.key;
    if (key === undefined) return;
    if (control.dataset.select !== undefined) {
      this.selection.set(key, (control as HTMLInputElement).checked, this.keys);
      return;
    }
    const column = control.dataset.column;
    if (column === undefined || !this.columnsById.has(column)) return;
    const value =
      control.localName === 'select' ? control.value : (control as HTMLInputElement).checked;
    this.changedByUser.add(key);
    this.voice.emit('sat-cell-change', { key, column, value });
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
      this.voice.emit('sat-row-action', { key, action });
    } else if (link !== undefined) {
      this.voice.emit('sat-link-click', { key, column: link });
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

  /** The box that scrolls the table, and the table. */
  render() {
    const { rows, selectable, rowLabel, loading, label, allMatchingSelected, activeKey } =
      this.host;
    const windowed = this.rowWindow.active;
    return html`
      <div part="scroller" class="scroller" tabindex="0" role="region" aria-label=${label || nothing}>
        <fieldset class="rows-state" role="none" ?disabled=${loading}>
          <table
            part="table"
            aria-busy=${loading ? 'true' : 'false'}
            aria-rowcount=${windowed ? rows.length + 1 : nothing}
          >
            ${label ? html`<caption class="visually-hidden">${label}</caption>` : nothing}
            <thead>${this.renderHeader()}</thead>
            <tbody class=${windowed ? 'windowed' : ''} @change=${this.handleBodyChange} @click=${this.handleBodyClick} @load=${this.handleImageEvent} @error=${this.handleImageEvent}>
              ${guard(
                [
                  rows,
                  this.keys,
                  this.shown,
                  this.selection.keys,
                  allMatchingSelected,
                  this.marked,
                  activeKey,
                  selectable,
                  rowLabel,
                  this.formats,
                  this.voice.text(),
                  rows.length === 0 && loading,
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
    `;
  }

  private renderHeader() {
    const { selectable, loading } = this.host;
    const selectedOnPage = this.selection.countOn(this.keys);
    const all = this.keys.length > 0 && selectedOnPage === this.keys.length;
    return html`
      <tr part="header" aria-rowindex=${this.rowWindow.active ? 1 : nothing}>
        ${
          selectable
            ? html`
              <th scope="col" class="select-cell">
                <input
                  type="checkbox"
                  aria-label=${this.voice.text().selectAll}
                  ?disabled=${loading || this.keys.length === 0}
                  .checked=${live(all)}
                  .indeterminate=${selectedOnPage > 0 && !all}
                  @change=${this.handleSelectAll}
                />
              </th>
            `
            : nothing
        }
        ${this.shown.map(
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
    const { rows, selectable, rowLabel, loading } = this.host;
    const text = this.voice.text();
    if (rows.length === 0) {
      return html`
        <tr part="empty" class="empty">
          <td colspan=${this.columnSpan}>${loading ? text.loading : text.empty}</td>
        </tr>
      `;
    }
    // Rows are keyed by slot, not by row key (see planWindow): on a short page a row's slot is
    // its index, so the next page reuses the rows' elements and only changes their values, as a
    // hand-written table would, instead of building them anew (live() keeps each control's value
    // to its row's). Each row is drawn again only when something it shows is new, so one changed
    // row of a thousand costs one row.
    const shown = [this.shown, selectable, rowLabel, this.formats, text];
    const windowed = this.rowWindow.active;
    const plan = this.rowWindow.plan(this.focusedRowIndex() ?? this.activeRowIndex());
    return html`
      ${plan.before > 0 ? this.renderGap(plan.before) : nothing}
      ${repeat(
        plan.items,
        (item) => item.key,
        (item) => {
          if ('gap' in item) return this.renderGap(item.gap);
          const row = rows[item.index] as SatRow;
          const key = this.keys[item.index] as string;
          const isSelected = this.selection.has(key);
          const isMarked = this.marked.has(key);
          const isActive = key === this.host.activeKey;
          // A row whose control the user changed is drawn from new rows even when its object is
          // the same: the host's values win over the user's choice (see SatDataTable's description).
          const userChanged = this.redrawn.has(key) ? rows : null;
          // Header row first, counted from 1.
          const rowIndex = windowed ? item.index + 2 : undefined;
          return guard(
            [row, key, isSelected, isMarked, isActive, userChanged, rowIndex, ...shown],
            () => this.renderRow(row, key, { isSelected, isMarked, isActive }, rowIndex),
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

  private renderRow(
    row: SatRow,
    key: string,
    { isSelected, isMarked, isActive }: RowState,
    rowIndex: number | undefined,
  ) {
    const context = { row, rowName: this.rowName(row, key), formats: this.formats! };
    const parts = ['row', isMarked ? 'row-marked' : '', isActive ? 'row-active' : ''];
    // The active row can take focus (j and k give it), but is no stop of Tab.
    return html`
      <tr
        part=${parts.filter(Boolean).join(' ')}
        data-key=${key}
        data-marked=${isMarked ? '' : nothing}
        data-active=${isActive ? '' : nothing}
        tabindex=${isActive ? '-1' : nothing}
        class=${isSelected ? 'selected' : ''}
        aria-rowindex=${rowIndex ?? nothing}
      >
        ${
          this.host.selectable
            ? html`
              <td class="select-cell">
                <input
                  type="checkbox"
                  data-select
                  aria-label=${this.voice.text().selectRow(context.rowName)}
                  .checked=${live(isSelected)}
                />
              </td>
            `
            : nothing
        }
        ${this.shown.map(
          (column) =>
            html`<td part="cell" class="align-${column.align ?? 'start'} kind-${column.kind ?? 'text'} ${column.unbroken ? 'unbroken' : ''}">${renderCell(column, context)}</td>`,
        )}
      </tr>
    `;
  }
}
