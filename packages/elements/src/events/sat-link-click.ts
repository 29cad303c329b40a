/** The user followed a link cell (e.g. an order id) of a `<sat-data-table>`. */
export type SatLinkClickEvent = CustomEvent<{ key: string; column: string }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-link-click': SatLinkClickEvent;
  }
}
