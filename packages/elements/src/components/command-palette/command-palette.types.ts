/** One thing a `<sat-command-palette>` offers: a record found, a section, an action. */
export interface SatCommandPaletteItem {
  /** Unique among the items; `sat-item-select` hands it back. */
  readonly id: string;
  /** The heading it is listed under ("Users", "Actions"); items of a group stay together. */
  readonly group: string;
  /** What names it. */
  readonly label: string;
  /** What tells it apart: a phone, a SKU, a customer. */
  readonly detail?: string;
}
