/** A `<sat-infinite-grid>` asks for the next items: its sentinel came into view or Load more was pressed. The host appends them to `items`. */
export type SatLoadMoreEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-load-more': SatLoadMoreEvent;
  }
}
