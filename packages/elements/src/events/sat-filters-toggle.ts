/** The user showed or hid the filter fields of a `<sat-data-table>`; `open` is what they asked for. */
export type SatFiltersToggleEvent = CustomEvent<{ open: boolean }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-filters-toggle': SatFiltersToggleEvent;
  }
}
