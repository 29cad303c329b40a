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

/** What the selection reads of the table (its public property). */
export interface RowSelectionHost {
  selectedKeys: readonly string[];
  allMatchingSelected: boolean;
}

/**
 * The selected rows' keys, on this page or others: the host's `selectedKeys` as a set, changed by
 * the rows' checkboxes and the page's select-all, each change reported as the whole selection.
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

  /** How many of the page's rows are selected. */
  countOn(page: readonly string[]): number {
    return page.filter((key) => this.keys.has(key)).length;
  }

  /** A row's checkbox. */
  set(key: string, selected: boolean): void {
    const { selectedKeys } = this.host;
    this.change(selected ? [...selectedKeys, key] : selectedKeys.filter((each) => each !== key));
  }

  /** The page's select-all checkbox. */
  togglePage(page: readonly string[]): void {
    this.change(toggledPage(this.host.selectedKeys, page));
  }

  private change(keys: readonly string[]): void {
    this.host.selectedKeys = keys;
    this.host.allMatchingSelected = false;
    this.voice.emit('sat-selection-change', { keys, allMatching: false });
  }
}
