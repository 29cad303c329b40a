/**
 * How a dialog was closed: its Close, Cancel or Confirm button, or `dismiss` for Escape, the
 * overlay or the header's close icon.
 */
export type SatDialogCloseReason = 'close' | 'cancel' | 'confirm' | 'dismiss';

/** A `<sat-dialog>` closed because of the user. */
export class SatDialogCloseEvent extends CustomEvent<{ reason: SatDialogCloseReason }> {
  constructor(detail: { reason: SatDialogCloseReason }) {
    super('sat-dialog-close', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-dialog-close': SatDialogCloseEvent;
  }
}
