/**
 * The user showed, hid or moved a column of a `<sat-data-table>` (its column menu); the table has
 * applied it already. `order` is every column's id in the new order, hidden ones at their place;
 * `hidden` the ids of the hidden columns. The host keeps them as `columnOrder` and `hiddenColumns`.
 */
export type SatColumnsChangeEvent = CustomEvent<{
  order: readonly string[];
  hidden: readonly string[];
}>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-columns-change': SatColumnsChangeEvent;
  }
}
