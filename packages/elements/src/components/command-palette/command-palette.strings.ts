/** The texts `<sat-command-palette>` shows itself; a host overrides any of them through `strings`. */
export interface SatCommandPaletteStrings {
  /** The accessible name of the palette and of its search box. */
  readonly label: string;
  /** The search box's placeholder. */
  readonly placeholder: string;
  /** Shown while an answer is awaited and nothing is listed. */
  readonly searching: string;
  /** Shown when a text finds nothing. */
  readonly noResults: string;
  /** Read by screen readers when results arrive: `{count}` is how many. */
  readonly resultCount: string;
  /** How to use it, under the list. */
  readonly hint: string;
}

export const satCommandPaletteStrings: SatCommandPaletteStrings = {
  label: 'Find anything',
  placeholder: 'Search by id, phone, name, code or SKU, or type an action',
  searching: 'Searching…',
  noResults: 'Nothing found',
  resultCount: '{count} results',
  hint: '↑ ↓ to move, Enter to open, Esc to close',
};
