/** The user picked a page size in a `<sat-data-table>`; the host stores it and goes back to page 1. */
export type SatLimitChangeEvent = CustomEvent<{ limit: number }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-limit-change': SatLimitChangeEvent;
  }
}
