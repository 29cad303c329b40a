/** The user pressed Apply Changes in a `<sat-data-table>`: the host reloads with the stored page, size and sort. */
export class SatApplyEvent extends CustomEvent<Record<string, never>> {
  constructor() {
    super('sat-apply', { bubbles: true, composed: true, detail: {} });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-apply': SatApplyEvent;
  }
}
