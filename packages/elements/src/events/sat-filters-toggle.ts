/** The user showed or hid the filter fields of a `<sat-data-table>`; `open` is what they asked for. */
export class SatFiltersToggleEvent extends CustomEvent<{ open: boolean }> {
  constructor(detail: { open: boolean }) {
    super('sat-filters-toggle', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-filters-toggle': SatFiltersToggleEvent;
  }
}
