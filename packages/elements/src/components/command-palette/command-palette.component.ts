import { html, nothing, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { SatElement } from '../../internal/sat-element.js';
import {
  type SatCommandPaletteStrings,
  satCommandPaletteStrings,
} from './command-palette.strings.js';
import { commandPaletteStyles } from './command-palette.styles.js';
import type { SatCommandPaletteItem } from './command-palette.types.js';

/** The items in their groups, each group in the order its first item comes. */
const groupsOf = (items: readonly SatCommandPaletteItem[]) => {
  const groups = new Map<string, SatCommandPaletteItem[]>();
  for (const item of items) {
    const group = groups.get(item.group);
    if (group) group.push(item);
    else groups.set(item.group, [item]);
  }
  return [...groups];
};

/**
 * @tag sat-command-palette
 * @summary A modal search box that lists what a host offers for the text typed: records found,
 * sections, actions, grouped under headings. The host does the finding: it listens to
 * `sat-query-change`, sets `items` (and `loading` while it waits), and acts on `sat-item-select`.
 *
 * Keyboard: the search box keeps the focus; ↑ and ↓ move through the items (the WAI-ARIA
 * combobox pattern, `aria-activedescendant`), Enter chooses the active one, Escape closes. A click
 * chooses an item; a click outside the panel closes it. Opening empties the text and focuses the
 * box; closing returns the focus where it was (a native modal `<dialog>`: the page behind is inert).
 *
 * @event {SatQueryChangeEvent} sat-query-change - The text changed; `detail.query` is the text as
 * typed (the host trims, waits and asks).
 * @event {SatItemSelectEvent} sat-item-select - The user chose an item; `detail.id` is its id. The
 * palette closes.
 * @event {SatPaletteCloseEvent} sat-palette-close - The palette closed (Escape, a click outside,
 * an item chosen); `open` is false.
 *
 * @csspart dialog - The modal dialog.
 * @csspart input - The search box.
 * @csspart listbox - The list of groups.
 * @csspart group-label - A group's heading.
 * @csspart item - An item; `item active` is the one Enter chooses.
 * @csspart detail - An item's second text.
 * @csspart status - "Searching…", "Nothing found".
 *
 * @cssproperty --sat-command-palette-width - Width of the panel. Default 40rem.
 */
export class SatCommandPalette extends SatElement<SatCommandPaletteStrings> {
  static override styles = [SatElement.styles, commandPaletteStyles];

  static override properties = {
    open: { type: Boolean, reflect: true },
    items: { type: Array },
    loading: { type: Boolean, reflect: true },
    query: {},
    active: { state: true },
  };

  /** Whether the palette is shown. Setting it fires no event. */
  open = false;

  /** What to list for the current text, in display order (a group's items together). */
  items: readonly SatCommandPaletteItem[] = [];

  /** Whether the host is still finding items for the current text. */
  loading = false;

  /** The text in the search box; opening empties it. */
  query = '';

  /** The index of the item Enter chooses. */
  private active = 0;

  protected readonly defaultStrings = satCommandPaletteStrings;

  private get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  private get input(): HTMLInputElement | null {
    return this.renderRoot.querySelector('input');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('items')) {
      // Answers that arrive while an item is pointed at keep it active where it is still listed:
      // Enter chooses what the operator sees chosen, not whatever came first.
      const before = changed.get('items')?.[this.active]?.id;
      this.active = Math.max(
        this.items.findIndex((item) => item.id === before),
        0,
      );
    }
    if (changed.has('open') && this.open) this.query = '';
  }

  protected override updated(changed: PropertyValues<this>): void {
    const dialog = this.dialog;
    if (!dialog) return;
    if (changed.has('open')) {
      if (this.open && !dialog.open) {
        dialog.showModal();
        this.input?.focus();
      } else if (!this.open && dialog.open) {
        dialog.close();
      }
    }
  }

  /** Moves the active item by `step`, round the ends, and scrolls it into view. */
  private async move(step: number): Promise<void> {
    const count = this.items.length;
    if (count === 0) return;
    this.active = (this.active + step + count) % count;
    await this.updateComplete;
    this.renderRoot.querySelector('[part~=active]')?.scrollIntoView({ block: 'nearest' });
  }

  /** Closes from the user's side: `open` false, and the event. */
  private close(): void {
    if (!this.open) return;
    this.open = false;
    this.emit('sat-palette-close', {});
  }

  private choose(item: SatCommandPaletteItem | undefined): void {
    if (!item) return;
    this.emit('sat-item-select', { id: item.id });
    this.close();
  }

  private readonly handleInput = (event: Event): void => {
    this.query = (event.target as HTMLInputElement).value;
    this.emit('sat-query-change', { query: this.query });
  };

  private readonly handleKeyDown = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      void this.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && !event.isComposing) {
      event.preventDefault();
      this.choose(this.items[this.active]);
    }
  };

  private readonly handleCancel = (event: Event): void => {
    // Escape: the dialog would close itself; `open` says whether it is, so close it through it.
    event.preventDefault();
    this.close();
  };

  private readonly handleDialogClick = (event: MouseEvent): void => {
    // A click on the backdrop lands on the dialog itself, never on the panel inside it.
    if (event.target === this.dialog) this.close();
  };

  private optionId = (index: number) => `sat-command-palette-item-${index}`;

  private renderList() {
    const { items } = this;
    if (items.length === 0) {
      const status = this.loading
        ? this.text.searching
        : this.query.trim()
          ? this.text.noResults
          : '';
      return status ? html`<p part="status" class="status">${status}</p>` : nothing;
    }
    let index = 0;
    return html`
      <div part="listbox" id="listbox" role="listbox" aria-label=${this.text.label}>
        ${groupsOf(items).map(
          ([group, members], groupIndex) => html`
            <div role="group" aria-labelledby="group-${groupIndex}">
              <div part="group-label" class="group-label" id="group-${groupIndex}" role="presentation">
                ${group}
              </div>
              ${repeat(
                members,
                (item) => item.id,
                (item) => {
                  const at = index++;
                  const active = at === this.active;
                  return html`
                    <div
                      part=${active ? 'item active' : 'item'}
                      class="item"
                      id=${this.optionId(at)}
                      role="option"
                      aria-selected=${active ? 'true' : 'false'}
                      @click=${() => this.choose(item)}
                      @mousemove=${() => {
                        this.active = at;
                      }}
                    >
                      <span class="label">${item.label}</span>
                      ${item.detail ? html`<span part="detail" class="detail">${item.detail}</span>` : nothing}
                    </div>
                  `;
                },
              )}
            </div>
          `,
        )}
      </div>
    `;
  }

  protected override render() {
    const count = this.items.length;
    return html`
      <dialog
        part="dialog"
        aria-label=${this.text.label}
        @cancel=${this.handleCancel}
        @click=${this.handleDialogClick}
      >
        <div class="panel">
          <input
            part="input"
            type="text"
            role="combobox"
            autocomplete="off"
            spellcheck="false"
            aria-label=${this.text.label}
            aria-expanded=${count > 0 ? 'true' : 'false'}
            aria-controls="listbox"
            aria-autocomplete="list"
            aria-activedescendant=${count > 0 ? this.optionId(this.active) : nothing}
            placeholder=${this.text.placeholder}
            .value=${this.query}
            @input=${this.handleInput}
            @keydown=${this.handleKeyDown}
          />
          ${this.renderList()}
          <p class="hint">${this.text.hint}</p>
          <div class="visually-hidden" role="status">
            ${
              this.loading || !this.query.trim()
                ? ''
                : this.text.resultCount.replace('{count}', String(count))
            }
          </div>
        </div>
      </dialog>
    `;
  }
}
