/** The user pressed Search (or Enter in a filter field) in a `<sat-data-table>`; `values` holds every filter field by name, blank ones as `''`. */
export class SatFiltersApplyEvent extends CustomEvent<{
  values: Readonly<Record<string, string>>;
}> {
  constructor(detail: { values: Readonly<Record<string, string>> }) {
    super('sat-filters-apply', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-filters-apply': SatFiltersApplyEvent;
  }
}
