import { html, nothing } from 'lit';
import type { SatVoice } from '../../internal/sat-element.js';
import type { SatDataTableStrings } from './data-table.strings.js';

/**
 * The selection after the page's select-all checkbox: when every row of the page is selected,
 * they all leave it; otherwise the page's unselected rows join it, in page order. Keys of other
 * pages stay.
 */
export function toggledPage(selection: readonly string[], page: readonly string[]): string[] {
  const selected = new Set(selection);
  if (page.every((key) => selected.has(key))) {
    const onPage = new Set(page);
    return selection.filter((key) => !onPage.has(key));
  }
  return [...selection, ...page.filter((key) => !selected.has(key))];
}

/** What the selection reads and sets of the table (its public properties). */
export interface RowSelectionHost {
  selectedKeys: readonly string[];
  allMatchingSelected: boolean;
  readonly selectable: boolean;
  readonly total: number;
  readonly loading: boolean;
  readonly shadowRoot: ShadowRoot | null;
  readonly updateComplete: Promise<boolean>;
}

/**
 * The selected rows' keys, on this page or others: the host's `selectedKeys` as a set, changed by
 * the rows' checkboxes and the page's select-all, each change reported as the whole selection.
 * Beyond them, every matching row may be selected (`allMatchingSelected`): the bar under the
 * toolbar offers it once the page is selected whole, and any change of the selection ends it.
 */
export class RowSelection {
  /** The selection as a set; a new one for each new selection (rows redraw on it). */
  keys: ReadonlySet<string> = new Set();

  constructor(
    private readonly host: RowSelectionHost,
    private readonly voice: SatVoice<SatDataTableStrings>,
  ) {}

  /** Takes the host's new `selectedKeys`. */
  sync(): void {
    this.keys = new Set(this.host.selectedKeys);
  }

  /** Whether the row shows as selected: in the selection, or every matching row is. */
  has(key: string): boolean {
    return this.host.allMatchingSelected || this.keys.has(key);
  }

  /** How many of the page's rows show as selected. */
  countOn(page: readonly string[]): number {
    return this.host.allMatchingSelected
      ? page.length
      : page.filter((key) => this.keys.has(key)).length;
  }

  /** The keys the user sees selected: with every matching row selected, the page's rows too. */
  private seen(page: readonly string[]): readonly string[] {
    const { selectedKeys, allMatchingSelected } = this.host;
    return allMatchingSelected
      ? [...selectedKeys, ...page.filter((key) => !this.keys.has(key))]
      : selectedKeys;
  }

  /** A row's checkbox. */
  set(key: string, selected: boolean, page: readonly string[]): void {
    const keys = this.seen(page);
    this.change(selected ? [...keys, key] : keys.filter((each) => each !== key));
  }

  /** The page's select-all checkbox. */
  togglePage(page: readonly string[]): void {
    this.change(toggledPage(this.seen(page), page));
  }

  private change(keys: readonly string[]): void {
    this.host.selectedKeys = keys;
    this.host.allMatchingSelected = false;
    this.voice.emit('sat-selection-change', { keys, allMatching: false });
  }

  private readonly selectAllMatching = (): void => {
    this.host.allMatchingSelected = true;
    this.voice.emit('sat-select-all-matching', { total: this.host.total });
  };

  private readonly clear = async (): Promise<void> => {
    this.change([]);
    // The bar and its button go with the selection: focus goes to the page's select-all.
    await this.host.updateComplete;
    this.host.shadowRoot?.querySelector<HTMLElement>('thead input[type=checkbox]')?.focus();
  };

  /**
   * The bar under the toolbar, in a live region: "All 10 rows on this page are selected. Select
   * all 1,234 matching" once the page is selected whole and the list has more, and "All 1,234
   * matching rows are selected. Clear selection" after. One button serves both, so that focus
   * stays on it from the one to the other.
   */
  renderBar(page: readonly string[], count: (value: number) => string) {
    const { selectable, total, allMatchingSelected, loading } = this.host;
    const offered =
      selectable &&
      (allMatchingSelected ||
        (page.length > 0 && total > page.length && this.countOn(page) === page.length));
    const text = this.voice.text();
    return html`
      <div class="selection-status" role="status">
        ${
          offered
            ? html`
              <div part="selection-bar" class="selection-bar">
                <span>
                  ${
                    allMatchingSelected
                      ? text.allMatchingSelected(total, count(total))
                      : text.pageSelected(page.length, count(page.length))
                  }
                </span>
                <button
                  type="button"
                  part="selection-bar-button"
                  class="button button--small"
                  ?disabled=${loading}
                  @click=${allMatchingSelected ? this.clear : this.selectAllMatching}
                >
                  ${allMatchingSelected ? text.clearSelection : text.selectAllMatching(total, count(total))}
                </button>
              </div>
            `
            : nothing
        }
      </div>
    `;
  }
}
