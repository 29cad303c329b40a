/** The user pressed Confirm in a `<sat-dialog type="confirm">`. */
export type SatDialogConfirmEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-dialog-confirm': SatDialogConfirmEvent;
  }
}
