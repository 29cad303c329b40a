/** The user pressed Reset in a `<sat-data-table>`: the fields are cleared and the host reloads with its base query. */
export class SatFiltersResetEvent extends CustomEvent<Record<string, never>> {
  constructor() {
    super('sat-filters-reset', { bubbles: true, composed: true, detail: {} });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-filters-reset': SatFiltersResetEvent;
  }
}
