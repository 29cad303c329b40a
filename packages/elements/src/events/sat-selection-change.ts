/** The user selected or unselected rows of a `<sat-data-table>`; `keys` is the whole new selection (rows of other pages stay in it). */
export class SatSelectionChangeEvent extends CustomEvent<{ keys: readonly string[] }> {
  constructor(detail: { keys: readonly string[] }) {
    super('sat-selection-change', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-selection-change': SatSelectionChangeEvent;
  }
}
