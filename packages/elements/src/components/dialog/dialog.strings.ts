/** The texts `<sat-dialog>` shows itself; a host overrides any of them through `strings`. */
export interface SatDialogStrings {
  /** The Close button (warning, success and error dialogs). */
  readonly close: string;
  /** The Cancel button (confirm dialogs). */
  readonly cancel: string;
  /** The Confirm button (confirm dialogs). */
  readonly confirm: string;
}

export const satDialogStrings: SatDialogStrings = {
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
};
