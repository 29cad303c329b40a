/** The user pressed an action button of a row of a `<sat-data-table>`; `action` is the action's id. */
export type SatRowActionEvent = CustomEvent<{ key: string; action: string }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-row-action': SatRowActionEvent;
  }
}
