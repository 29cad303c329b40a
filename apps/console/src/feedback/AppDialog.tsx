import { useStore } from '@nanostores/react';
import { SatDialog } from '@satchel/elements/react';
import { $dialog, closeDialog, elementTexts } from '@satchel/stores';
import './AppDialog.css';

/**
 * The app's one dialog, showing whatever the stores put in $dialog. A Confirm press arrives as a
 * close with reason `confirm`, which runs the dialog's action in the store. A dialog with
 * details (an upload's row and column problems) lists them under its message.
 */
export function AppDialog() {
  const dialog = useStore($dialog);
  return (
    <SatDialog
      strings={elementTexts.dialog}
      open={dialog !== null}
      type={dialog?.type ?? 'warning'}
      label={dialog?.title ?? ''}
      message={dialog?.message ?? ''}
      onSatDialogClose={(event) => {
        // The store owns `open`: a confirmation may put the next message in $dialog at once.
        event.preventDefault();
        closeDialog(event.detail.reason);
      }}
    >
      {dialog?.details ? (
        <>
          <p className="app-dialog__message">{dialog.message}</p>
          <ul className="app-dialog__details">
            {dialog.details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </SatDialog>
  );
}
