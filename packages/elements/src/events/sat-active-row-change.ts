/**
 * The active row of a `<sat-data-table>` moved (j or k); `key` is its row key. The active row is
 * the one Enter opens and x selects.
 */
export type SatActiveRowChangeEvent = CustomEvent<{ key: string }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-active-row-change': SatActiveRowChangeEvent;
  }
}
