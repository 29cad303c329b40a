import { useStore } from '@nanostores/react';
import { competitions as competitionsContract } from '@satchel/api';
import { competitions, messages } from '@satchel/stores';
import { FormDialog } from '../../../components/form/FormDialog.js';
import { SelectField } from '../../../components/form/SelectField.js';
import { TextField } from '../../../components/form/TextField.js';
import { useForm } from '../../../components/form/useForm.js';
import { statusOptions } from '../../../components/format/status-options.js';

const texts = messages.competitions;
const statusChoices = statusOptions(competitionsContract.activityStatuses);

/** The onboard/edit modal: name, logo and status (spec part 2 §2). */
export function CompetitionFormDialog() {
  const dialog = useStore(competitions.$competitionForm);
  const saving = useStore(competitions.$savingCompetition);
  const form = useForm(() => competitions.competitionFormValues(dialog), dialog);
  const { values, errors } = form;
  const editing = dialog?.mode === 'edit';

  const save = async () => form.setErrors((await competitions.saveCompetition(values)).errors);

  return (
    <FormDialog
      label={editing ? texts.editTitle : texts.onboard}
      open={dialog !== null}
      onClose={competitions.closeCompetitionForm}
      action={{ label: editing ? texts.save : texts.onboard, onSubmit: save, busy: saving }}
    >
      <TextField
        name="competitionName"
        label={texts.fields.competitionName}
        value={values.competitionName}
        error={errors.competitionName}
        onValueChange={form.field('competitionName')}
      />
      <TextField
        name="logo"
        label={texts.fields.logo}
        value={values.logo}
        hint={texts.logoHint}
        onValueChange={form.field('logo')}
      />
      <SelectField
        name="status"
        label={texts.fields.status}
        value={values.status}
        options={statusChoices}
        onValueChange={(status) =>
          form.field('status')(status as competitionsContract.CompetitionStatus)
        }
      />
    </FormDialog>
  );
}
