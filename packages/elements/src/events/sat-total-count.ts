/** The user pressed "Count exactly" beside an estimated total of a `<sat-data-table>`. */
export type SatTotalCountEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-total-count': SatTotalCountEvent;
  }
}
