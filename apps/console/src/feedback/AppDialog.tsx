import { useStore } from '@nanostores/react';
import { SatDialog } from '@satchel/elements/react';
import { $dialog, closeDialog } from '@satchel/stores';

/**
 * The app's one dialog, showing whatever the stores put in $dialog. A Confirm press arrives as a
 * close with reason `confirm`, which runs the dialog's action in the store.
 */
export function AppDialog() {
  const dialog = useStore($dialog);
  return (
    <SatDialog
      open={dialog !== null}
      type={dialog?.type ?? 'warning'}
      label={dialog?.title ?? ''}
      message={dialog?.message ?? ''}
      onSatDialogClose={(event) => closeDialog(event.detail.reason)}
    />
  );
}
