import { atom, onMount } from 'nanostores';
import { $section } from '../navigation/place.js';
import { type RefusalValues, refusalText } from './failures.js';

export type DialogType = 'warning' | 'success' | 'error' | 'confirm';

export interface Dialog {
  readonly type: DialogType;
  readonly title: string;
  readonly message: string;
  /** Lines listed under the message (an upload's row and column problems). */
  readonly details?: readonly string[];
  /** Runs when the operator presses Confirm (confirm dialogs). */
  readonly onConfirm?: () => void;
  /** Runs however the dialog closes, after onConfirm (e.g. leaving a view the error ends). */
  readonly onClose?: () => void;
}

export type DialogCloseReason = 'close' | 'cancel' | 'confirm' | 'dismiss';

/** The app's one dialog, or null when none is open. */
export const $dialog = atom<Dialog | null>(null);

/** The section the open dialog was opened in. */
let openedIn: string | null = null;

export function showDialog(dialog: Dialog): void {
  openedIn = $section.get();
  $dialog.set(dialog);
}

// An error tells of something in its own section: once the operator leaves that section (Back,
// the sidebar), it is out of date there and is put away. Its onClose is not run: it acts on the
// section left (closing a view there), not on the one now shown.
onMount($dialog, () =>
  $section.listen((section) => {
    if ($dialog.get()?.type === 'error' && section !== openedIn) $dialog.set(null);
  }),
);

/** An error dialog whose text tells the refusal (refusalText, with the values the call knows). */
export function showErrorDialog(title: string, error: unknown, values?: RefusalValues): void {
  showDialog({ type: 'error', title, message: refusalText(error, values) });
}

/**
 * Closes the open dialog; `confirm` then runs its onConfirm, and any reason its onClose. Closing
 * first lets onConfirm open another dialog, and makes a second close report for the same dialog
 * (the element reports both its confirm and its close) do nothing.
 */
export function closeDialog(reason: DialogCloseReason): void {
  const dialog = $dialog.get();
  if (dialog === null) return;
  $dialog.set(null);
  if (reason === 'confirm') dialog.onConfirm?.();
  dialog.onClose?.();
}
