/** The user pressed Show on the "N new" notice of a `<sat-data-table>`; `count` is the N it showed. */
export type SatNewRowsShowEvent = CustomEvent<{ count: number }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-new-rows-show': SatNewRowsShowEvent;
  }
}
