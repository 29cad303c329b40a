/** The user followed a link cell (e.g. an order id) of a `<sat-data-table>`. */
export class SatLinkClickEvent extends CustomEvent<{ key: string; column: string }> {
  constructor(detail: { key: string; column: string }) {
    super('sat-link-click', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-link-click': SatLinkClickEvent;
  }
}
