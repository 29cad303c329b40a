import { competitions as competitionsContract } from '@satchel/api';
import { competitions, messages } from '@satchel/stores';
import { FormDialog } from '../../../components/form/FormDialog.js';
import { SelectField } from '../../../components/form/SelectField.js';
import { TextField } from '../../../components/form/TextField.js';
import { useFormStore } from '../../../components/form/useFormStore.js';
import { statusOptions } from '../../../components/format/status-options.js';

const texts = messages.competitions;
const statusChoices = statusOptions(competitionsContract.activityStatuses);

/** The onboard/edit modal: name, logo and status (spec part 2 §2). */
export function CompetitionFormDialog() {
  const form = useFormStore(competitions.competitionForm);
  const editing = form.context?.mode === 'edit';

  return (
    <FormDialog
      label={editing ? texts.editTitle : texts.onboard}
      open={form.open}
      onClose={competitions.competitionForm.close}
      action={{
        label: editing ? texts.save : texts.onboard,
        onSubmit: () => void competitions.competitionForm.submit(),
        busy: form.busy,
      }}
    >
      <TextField label={texts.fields.competitionName} {...form.field('competitionName')} />
      <TextField label={texts.fields.logo} hint={texts.logoHint} {...form.field('logo')} />
      <SelectField label={texts.fields.status} options={statusChoices} {...form.field('status')} />
    </FormDialog>
  );
}
