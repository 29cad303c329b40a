/** The user asked for another page of a `<sat-data-table>` (Previous or Next); `page` is the page asked for. The host stores it; rows change on Apply Changes. */
export class SatPageChangeEvent extends CustomEvent<{ page: number }> {
  constructor(detail: { page: number }) {
    super('sat-page-change', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-page-change': SatPageChangeEvent;
  }
}
