/** A toast expired or the user closed it; the host should remove the toast with this id. */
export class SatToastDismissEvent extends CustomEvent<{ id: string }> {
  constructor(detail: { id: string }) {
    super('sat-toast-dismiss', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-toast-dismiss': SatToastDismissEvent;
  }
}
