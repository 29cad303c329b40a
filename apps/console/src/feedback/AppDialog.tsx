import { useStore } from '@nanostores/react';
import { SatDialog } from '@satchel/elements/react';
import { $dialog, closeDialog } from '@satchel/stores';

/** The app's one dialog, showing whatever the stores put in $dialog. */
export function AppDialog() {
  const dialog = useStore($dialog);
  return (
    <SatDialog
      open={dialog !== null}
      type={dialog?.type ?? 'warning'}
      label={dialog?.title ?? ''}
      message={dialog?.message ?? ''}
      onSatDialogConfirm={() => closeDialog('confirm')}
      onSatDialogClose={(event) => closeDialog(event.detail.reason)}
    />
  );
}
