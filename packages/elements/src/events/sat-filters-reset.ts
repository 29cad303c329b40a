/** The user pressed Reset in a `<sat-data-table>`: the fields are cleared and the host reloads with its base query. */
export type SatFiltersResetEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-filters-reset': SatFiltersResetEvent;
  }
}
