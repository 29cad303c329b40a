/** The user selected or unselected rows of a `<sat-data-table>`; `keys` is the whole new selection (rows of other pages stay in it). */
export type SatSelectionChangeEvent = CustomEvent<{ keys: readonly string[] }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-selection-change': SatSelectionChangeEvent;
  }
}
