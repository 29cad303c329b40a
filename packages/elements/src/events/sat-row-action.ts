/** The user pressed an action button of a row of a `<sat-data-table>`; `action` is the action's id. */
export class SatRowActionEvent extends CustomEvent<{ key: string; action: string }> {
  constructor(detail: { key: string; action: string }) {
    super('sat-row-action', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-row-action': SatRowActionEvent;
  }
}
