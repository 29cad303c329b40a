/** The user pressed Search (or Enter in a filter field) in a `<sat-data-table>`; `values` holds every filter field by name, blank ones as `''`. */
export type SatFiltersApplyEvent = CustomEvent<{
  values: Readonly<Record<string, string>>;
}>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-filters-apply': SatFiltersApplyEvent;
  }
}
