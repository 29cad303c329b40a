import { approvals as approvalsContract } from '@satchel/api';
import { approvals, messages } from '@satchel/stores';
import { FormDialog } from '../../components/form/FormDialog.js';
import { TextField } from '../../components/form/TextField.js';
import { useFormStore } from '../../components/form/useFormStore.js';

const texts = messages.approvals;

/** Rejects a requested settlement: nothing is paid, and the reason (required) is kept with it. */
export function RejectDialog() {
  const form = useFormStore(approvals.rejectionForm);
  const request = form.context;
  return (
    <FormDialog
      label={request ? texts.rejectTitle(request) : texts.reject}
      open={form.open}
      onClose={approvals.rejectionForm.close}
      action={{
        label: texts.reject,
        onSubmit: () => void approvals.rejectionForm.submit(),
        busy: form.busy,
      }}
    >
      <TextField
        label={texts.reason}
        maxlength={approvalsContract.MAX_REASON_LENGTH}
        {...form.field('reason')}
      />
    </FormDialog>
  );
}
