/** The user asked for another page of a `<sat-data-table>` (Previous or Next); `page` is the page asked for. The host stores it; rows change on Apply Changes. */
export type SatPageChangeEvent = CustomEvent<{ page: number }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-page-change': SatPageChangeEvent;
  }
}
