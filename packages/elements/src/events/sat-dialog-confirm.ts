/** The user pressed Confirm in a `<sat-dialog type="confirm">`. */
export class SatDialogConfirmEvent extends CustomEvent<Record<string, never>> {
  constructor() {
    // Like every sat-* event: bubbling and composed, so hosts can listen above shadow roots.
    super('sat-dialog-confirm', { bubbles: true, composed: true, detail: {} });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-dialog-confirm': SatDialogConfirmEvent;
  }
}
