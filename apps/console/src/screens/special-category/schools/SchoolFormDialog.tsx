import { useStore } from '@nanostores/react';
import { type ActivityStatus, MAX_SCHOOL_LOGO_LENGTH, MAX_SCHOOL_TEXT_LENGTH } from '@satchel/api';
import { messages, schools } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { FormDialog } from '../../../components/form/FormDialog.js';
import { SelectField } from '../../../components/form/SelectField.js';
import { TextField } from '../../../components/form/TextField.js';
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
  const form = useStore(schools.$schoolForm);
  const saving = useStore(schools.$savingSchool);
  const editing = form?.mode === 'edit';
  const values = form?.values;
  const errors = form?.errors ?? {};
  return (
    <FormDialog
      label={editing ? texts.updateSchool : texts.addSchool}
      open={form !== null}
      onClose={schools.closeSchoolForm}
      width="48rem"
      action={{
        label: editing ? texts.updateSchool : texts.addSchool,
        onSubmit: () => void schools.saveSchool(),
        busy: saving,
        disabled: form?.loading ?? false,
      }}
    >
      {values ? (
        <>
          <div className="school-form__row">
            <TextField
              name="schoolName"
              maxlength={MAX_SCHOOL_TEXT_LENGTH}
              label={fields.schoolName}
              value={values.schoolName}
              error={errors.schoolName}
              onValueChange={(schoolName) => schools.changeSchoolForm({ schoolName })}
            />
            <TextField
              name="displayName"
              maxlength={MAX_SCHOOL_TEXT_LENGTH}
              label={fields.displayName}
              value={values.displayName}
              error={errors.displayName}
              onValueChange={(displayName) => schools.changeSchoolForm({ displayName })}
            />
          </div>
          <div className="school-form__row">
            <TextField
              name="logo"
              maxlength={MAX_SCHOOL_LOGO_LENGTH}
              label={fields.logo}
              value={values.logo}
              onValueChange={(logo) => schools.changeSchoolForm({ logo })}
            />
            {editing ? (
              <SelectField
                name="status"
                label={fields.status}
                value={values.status}
                options={activityOptions}
                onValueChange={(status) =>
                  schools.changeSchoolForm({ status: status as ActivityStatus })
                }
              />
            ) : null}
          </div>
          <h3>{texts.branches}</h3>
          {form.loading ? (
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
                school={form.school}
              />
            ))
          )}
          <div>
            <SlButton onClick={schools.addBranch} disabled={form.loading}>
              {texts.addBranch}
            </SlButton>
          </div>
        </>
      ) : null}
    </FormDialog>
  );
}
