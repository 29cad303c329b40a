/** The user changed a status select (`value` is the option's value) or flipped a toggle (`value` is the new boolean) in a row of a `<sat-data-table>`; `key` is the row's key and `column` the column's id. */
export class SatCellChangeEvent extends CustomEvent<{
  key: string;
  column: string;
  value: string | boolean;
}> {
  constructor(detail: { key: string; column: string; value: string | boolean }) {
    super('sat-cell-change', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-cell-change': SatCellChangeEvent;
  }
}
