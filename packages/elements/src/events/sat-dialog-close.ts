/**
 * How a dialog was closed: its Close, Cancel or Confirm button, or `dismiss` for Escape, the
 * overlay or the header's close icon.
 */
export type SatDialogCloseReason = 'close' | 'cancel' | 'confirm' | 'dismiss';

/** A `<sat-dialog>` closed because of the user. */
export type SatDialogCloseEvent = CustomEvent<{ reason: SatDialogCloseReason }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-dialog-close': SatDialogCloseEvent;
  }
}
