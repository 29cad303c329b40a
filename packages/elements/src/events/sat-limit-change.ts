/** The user picked a page size in a `<sat-data-table>`; the host stores it and goes back to page 1. */
export class SatLimitChangeEvent extends CustomEvent<{ limit: number }> {
  constructor(detail: { limit: number }) {
    super('sat-limit-change', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-limit-change': SatLimitChangeEvent;
  }
}
