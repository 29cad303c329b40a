import { useStore } from '@nanostores/react';
import { MAX_SCHOOL_LOGO_LENGTH, MAX_SCHOOL_TEXT_LENGTH } from '@satchel/api';
import { messages, schools } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { FormDialog } from '../../../components/form/FormDialog.js';
import { SelectField } from '../../../components/form/SelectField.js';
import { TextField } from '../../../components/form/TextField.js';
import { useFormStore } from '../../../components/form/useFormStore.js';
import { LoadingIndicator } from '../../../components/loading-indicator/LoadingIndicator.js';
import { BranchFields } from './BranchFields.js';
import { activityOptions } from './statusOptions.js';

const texts = messages.schools;
const { fields } = texts;

/**
 * The Add/Update School modal (spec part 2 §2): name, display name, logo file name, status (when
 * updating) and the branches with their rules; the store checks and saves it.
 */
export function SchoolFormDialog() {
  const form = useFormStore(schools.schoolForm);
  const loading = useStore(schools.$loadingBranches);
  const { values, errors, context } = form;
  const editing = context?.mode === 'edit';
  return (
    <FormDialog
      label={editing ? texts.updateSchool : texts.addSchool}
      open={form.open}
      onClose={schools.schoolForm.close}
      width="48rem"
      action={{
        label: editing ? texts.updateSchool : texts.addSchool,
        onSubmit: () => void schools.schoolForm.submit(),
        busy: form.busy,
        disabled: loading,
      }}
    >
      <div className="school-form__row">
        <TextField
          maxlength={MAX_SCHOOL_TEXT_LENGTH}
          label={fields.schoolName}
          {...form.field('schoolName')}
        />
        <TextField
          maxlength={MAX_SCHOOL_TEXT_LENGTH}
          label={fields.displayName}
          {...form.field('displayName')}
        />
      </div>
      <div className="school-form__row">
        <TextField maxlength={MAX_SCHOOL_LOGO_LENGTH} label={fields.logo} {...form.field('logo')} />
        {editing ? (
          <SelectField label={fields.status} options={activityOptions} {...form.field('status')} />
        ) : null}
      </div>
      <h3>{texts.branches}</h3>
      {loading ? (
        <LoadingIndicator inline />
      ) : (
        values.branches.map((branch, index) => (
          <BranchFields
            // Rows have no id until saved; their place is what names them.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            index={index}
            branch={branch}
            errors={errors}
            school={editing ? context.school : undefined}
          />
        ))
      )}
      <div>
        <SlButton onClick={schools.addBranch} disabled={loading}>
          {texts.addBranch}
        </SlButton>
      </div>
    </FormDialog>
  );
}
