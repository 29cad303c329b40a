import {
  html,
  nothing,
  type PropertyValues,
  type ReactiveController,
  type ReactiveControllerHost,
} from 'lit';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import type { SatVoice } from '../../internal/sat-element.js';
import { icon } from './data-table.cells.js';
import type { SatDataTableStrings } from './data-table.strings.js';
import type { SatColumn } from './data-table.types.js';

/** The columns as the user arranged them. */
export interface ColumnArrangement {
  /** Every column in the order to show them, hidden ones at their place. */
  readonly ordered: readonly SatColumn[];
  /** The columns shown, in order. */
  readonly shown: readonly SatColumn[];
  /** Ids of the columns not shown. */
  readonly hidden: ReadonlySet<string>;
}

/**
 * The columns in `order` (unknown ids ignored, columns not named after the named ones in their
 * own order) without those `hidden` may hide: not a column declared `hideable: false`, nor every
 * column (the first in order then stays).
 */
export function arrangeColumns(
  columns: readonly SatColumn[],
  order: readonly string[] | undefined,
  hidden: readonly string[],
): ColumnArrangement {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const named = new Set((order ?? []).filter((id) => byId.has(id)));
  const ordered = [
    ...[...named].map((id) => byId.get(id) as SatColumn),
    ...columns.filter((column) => !named.has(column.id)),
  ];
  const hide = new Set(hidden.filter((id) => byId.has(id) && byId.get(id)?.hideable !== false));
  let shown = ordered.filter((column) => !hide.has(column.id));
  const [first] = ordered;
  if (shown.length === 0 && first) {
    hide.delete(first.id);
    shown = [first];
  }
  return { ordered, shown, hidden: hide };
}

/** `ids` with the one at `index` swapped with its neighbour `by` (-1 before, 1 after) away. */
export function moved(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  const other = index + by;
  if (index < 0 || other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other] as string, next[index] as string];
  return next;
}

/** What the column menu reads and sets of the table (its public properties). */
export interface ColumnMenuHost extends ReactiveControllerHost {
  readonly columns: readonly SatColumn[];
  columnOrder: readonly string[] | undefined;
  hiddenColumns: readonly string[];
  readonly shadowRoot: ShadowRoot | null;
}

/** Which control of a column's line in the menu: its checkbox, Move up or Move down. */
type MenuControl = 'toggle' | 'up' | 'down';

const headerOf = (column: SatColumn) => column.header || column.id;

/**
 * The Columns button of the toolbar and the menu it opens: a checkbox per column that shows or
 * hides it, Move up and Move down, and their keys (see SatDataTable's description). It arranges
 * the columns the table draws (`arrangement`), applies the user's changes to the table's
 * `columnOrder` and `hiddenColumns`, and reports them.
 *
 * Controls that cannot act (the first column's Move up, a checkbox that may not hide its column)
 * are aria-disabled rather than disabled, so they keep focus and are read, and do nothing.
 */
export class ColumnMenu implements ReactiveController {
  arrangement: ColumnArrangement = { ordered: [], shown: [], hidden: new Set() };
  private open = false;
  /** The control to focus once drawn: after opening, and after a move (the line moves). */
  private focusNext: { id: string; control: MenuControl } | 'button' | null = null;
  /** What the live region says after a move ("Name: 2 of 8"). */
  private announcement = '';

  constructor(
    private readonly host: ColumnMenuHost,
    private readonly voice: SatVoice<SatDataTableStrings>,
  ) {
    host.addController(this);
  }

  /** Takes the host's changed properties before it renders (from its willUpdate). */
  prepare(changed: PropertyValues): void {
    const { host } = this;
    if (changed.has('columns') || changed.has('columnOrder') || changed.has('hiddenColumns')) {
      this.arrangement = arrangeColumns(host.columns, host.columnOrder, host.hiddenColumns);
    }
  }

  hostUpdated(): void {
    const target = this.focusNext;
    if (target === null) return;
    this.focusNext = null;
    const root = this.host.shadowRoot;
    const control =
      target === 'button'
        ? root?.querySelector<HTMLElement>('[part=columns-button]')
        : root?.querySelector<HTMLElement>(
            `.column-menu li[data-column="${CSS.escape(target.id)}"] [data-control=${target.control}]`,
          );
    if (control && root?.activeElement !== control) control.focus();
  }

  hostDisconnected(): void {
    this.setOpen(false);
  }

  private setOpen(open: boolean): void {
    if (this.open === open) return;
    this.open = open;
    this.announcement = '';
    // A press anywhere else closes the menu, as a menu does.
    if (open) document.addEventListener('pointerdown', this.handleOutsidePointer, true);
    else document.removeEventListener('pointerdown', this.handleOutsidePointer, true);
    this.host.requestUpdate();
  }

  private readonly handleOutsidePointer = (event: PointerEvent): void => {
    const anchor = this.host.shadowRoot?.querySelector('.column-menu-anchor');
    if (anchor && !event.composedPath().includes(anchor)) this.setOpen(false);
  };

  private readonly toggleMenu = (): void => {
    const [first] = this.arrangement.ordered;
    this.setOpen(!this.open);
    if (this.open && first) this.focusNext = { id: first.id, control: 'toggle' };
  };

  /** Focus leaving the button and the menu (Tab past the last control) closes it. */
  private readonly handleFocusOut = (event: FocusEvent): void => {
    const anchor = event.currentTarget as HTMLElement;
    const to = event.relatedTarget as Node | null;
    if (to && !anchor.contains(to)) this.setOpen(false);
  };

  /** Applies a new arrangement to the table and reports it. */
  private change(order: readonly string[], hidden: ReadonlySet<string>): void {
    // In the new order, so that `hidden` reads as the menu does.
    const hiddenIds = order.filter((id) => hidden.has(id));
    this.host.columnOrder = order;
    this.host.hiddenColumns = hiddenIds;
    this.voice.emit('sat-columns-change', { order, hidden: hiddenIds });
  }

  /** Whether the column's checkbox may change: not to hide a fixed column or the last shown. */
  private canToggle(column: SatColumn): boolean {
    const { hidden, shown } = this.arrangement;
    return hidden.has(column.id) || (column.hideable !== false && shown.length > 1);
  }

  private toggle(id: string): void {
    const column = this.arrangement.ordered.find((each) => each.id === id);
    if (!column || !this.canToggle(column)) return;
    const hidden = new Set(this.arrangement.hidden);
    if (!hidden.delete(id)) hidden.add(id);
    this.change(
      this.arrangement.ordered.map((each) => each.id),
      hidden,
    );
  }

  private move(id: string, by: -1 | 1, control: MenuControl): void {
    const ids = this.arrangement.ordered.map((column) => column.id);
    const index = ids.indexOf(id);
    const order = moved(ids, index, by);
    if (order[index] === id) return;
    const column = this.arrangement.ordered[index] as SatColumn;
    this.announcement = this.voice
      .text()
      .columnPosition(headerOf(column), index + by + 1, order.length);
    // Lit moves the line's element, which loses focus on the way: it comes back once drawn.
    this.focusNext = { id, control };
    this.change(order, this.arrangement.hidden);
  }

  private readonly handleClick = (event: MouseEvent): void => {
    const control = (event.target as Element).closest<HTMLElement>('[data-control]');
    const id = control?.closest<HTMLElement>('li[data-column]')?.dataset.column;
    if (!control || id === undefined) return;
    if (control.getAttribute('aria-disabled') === 'true') {
      // A checkbox that may not change stays as it is.
      event.preventDefault();
      return;
    }
    const kind = control.dataset.control as MenuControl;
    if (kind === 'up' || kind === 'down') this.move(id, kind === 'up' ? -1 : 1, kind);
  };

  private readonly handleChange = (event: Event): void => {
    const id = (event.target as Element).closest<HTMLElement>('li[data-column]')?.dataset.column;
    if (id !== undefined) this.toggle(id);
  };

  private readonly handleKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      // Only the menu closes, not a dialog the table is in.
      event.stopPropagation();
      this.focusNext = 'button';
      this.setOpen(false);
      return;
    }
    const target = event.target as HTMLElement;
    const line = target.closest<HTMLElement>('li[data-column]');
    const control = (target.dataset.control ?? 'toggle') as MenuControl;
    const id = line?.dataset.column;
    if (!line || id === undefined || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const vertical = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (vertical !== 0 && event.altKey) {
      event.preventDefault();
      this.move(id, vertical, control);
      return;
    }
    if (event.altKey) return;
    const lines = [...(line.parentElement?.children ?? [])] as HTMLElement[];
    const index = lines.indexOf(line);
    const to =
      event.key === 'Home'
        ? lines[0]
        : event.key === 'End'
          ? lines.at(-1)
          : vertical !== 0
            ? lines[index + vertical]
            : undefined;
    if (event.key === 'Home' || event.key === 'End' || vertical !== 0) event.preventDefault();
    to?.querySelector<HTMLElement>(`[data-control=${control}]`)?.focus();
  };

  /** The toolbar's Columns button and, while open, its menu; nothing when there is no column. */
  render() {
    const { ordered } = this.arrangement;
    if (ordered.length === 0) return nothing;
    const text = this.voice.text();
    return html`
      <span class="column-menu-anchor" @focusout=${this.handleFocusOut}>
        <button
          type="button"
          part="columns-button"
          class="button"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls="column-menu"
          @click=${this.toggleMenu}
        >
          ${icon('columns')}<span>${text.columns}</span>
        </button>
        ${this.open ? this.renderMenu(text) : nothing}
      </span>
    `;
  }

  private renderMenu(text: SatDataTableStrings) {
    const { ordered, hidden } = this.arrangement;
    return html`
      <div
        part="column-menu"
        id="column-menu"
        class="column-menu"
        role="group"
        aria-label=${text.columns}
        @click=${this.handleClick}
        @change=${this.handleChange}
        @keydown=${this.handleKeydown}
      >
        <ul class="column-list">
          ${repeat(
            ordered,
            (column) => column.id,
            (column, index) => {
              const header = headerOf(column);
              const first = index === 0;
              const last = index === ordered.length - 1;
              return html`
                <li part="column-menu-item" class="column-item" data-column=${column.id}>
                  <label class="column-toggle">
                    <input
                      type="checkbox"
                      data-control="toggle"
                      aria-disabled=${this.canToggle(column) ? nothing : 'true'}
                      .checked=${live(!hidden.has(column.id))}
                    />
                    <span>${header}</span>
                  </label>
                  <button
                    type="button"
                    class="button button--small button--icon"
                    data-control="up"
                    aria-label="${text.moveUp}, ${header}"
                    title=${text.moveUp}
                    aria-disabled=${first ? 'true' : nothing}
                  >
                    ${icon('chevron-up')}
                  </button>
                  <button
                    type="button"
                    class="button button--small button--icon"
                    data-control="down"
                    aria-label="${text.moveDown}, ${header}"
                    title=${text.moveDown}
                    aria-disabled=${last ? 'true' : nothing}
                  >
                    ${icon('chevron-down')}
                  </button>
                </li>
              `;
            },
          )}
        </ul>
        <span class="visually-hidden" role="status">${this.announcement}</span>
      </div>
    `;
  }
}
