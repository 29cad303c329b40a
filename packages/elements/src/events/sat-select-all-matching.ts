/**
 * The user pressed "Select all N matching" in a `<sat-data-table>`: the selection is now every
 * row matching the list's filters, `total` of them, not only the keys of `selectedKeys`.
 */
export type SatSelectAllMatchingEvent = CustomEvent<{ total: number }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-select-all-matching': SatSelectAllMatchingEvent;
  }
}
