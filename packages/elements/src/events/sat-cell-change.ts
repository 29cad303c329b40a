/** The user changed a status select (`value` is the option's value) or flipped a toggle (`value` is the new boolean) in a row of a `<sat-data-table>`; `key` is the row's key and `column` the column's id. */
export type SatCellChangeEvent = CustomEvent<{
  key: string;
  column: string;
  value: string | boolean;
}>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-cell-change': SatCellChangeEvent;
  }
}
