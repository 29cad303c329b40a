/**
 * The user selected or unselected rows of a `<sat-data-table>`; `keys` is the whole new selection
 * (rows of other pages stay in it). `allMatching` is whether every matching row is selected: it
 * is false after any change of the selection by a checkbox or by Clear selection, which end a
 * selection of all matching rows (only `sat-select-all-matching` starts one).
 */
export type SatSelectionChangeEvent = CustomEvent<{
  keys: readonly string[];
  allMatching: boolean;
}>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-selection-change': SatSelectionChangeEvent;
  }
}
