import { type ActivityStatus, MAX_SCHOOL_TEXT_LENGTH } from '@satchel/api';
import { messages, schools } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { NumberField } from '../../../components/form/NumberField.js';
import { SelectField } from '../../../components/form/SelectField.js';
import { TextField } from '../../../components/form/TextField.js';
import { activityOptions } from './statusOptions.js';

const texts = messages.schools;
const { fields } = texts;

interface BranchFieldsProps {
  readonly index: number;
  readonly branch: schools.BranchRow;
  readonly errors: schools.SchoolFormErrors;
  /** The saved school, whose branches with an id have classes. */
  readonly school?: { readonly id: string; readonly schoolName: string } | undefined;
}

type TextPart = 'area' | 'city' | 'state' | 'nearBy' | 'country';

/**
 * One branch of the school form: status, its address (India by default, a numeric zip code),
 * Classes & Bundles (disabled until the branch has an id) and Remove, disabled as spec part 2
 * §4 has it (as the school's and the competition's Delete are).
 */
export function BranchFields({ index, branch, errors, school }: BranchFieldsProps) {
  const n = index + 1;
  const error = (part: string) => errors[`branches.${index}.${part}`];
  const text = (part: TextPart) => (
    <TextField
      name={`branches.${index}.${part}`}
      label={fields[part]}
      maxlength={MAX_SCHOOL_TEXT_LENGTH}
      value={branch.address[part]}
      error={error(part)}
      onValueChange={(value) => schools.changeBranch(index, { address: { [part]: value } })}
    />
  );
  const branchId = branch.id;
  return (
    <fieldset className="school-form__branch">
      <legend>{texts.branch(n)}</legend>
      <div className="school-form__row">
        {text('area')}
        {text('city')}
        {text('state')}
      </div>
      <div className="school-form__row">
        {text('nearBy')}
        <NumberField
          name={`branches.${index}.zipCode`}
          label={fields.zipCode}
          integer
          min={0}
          value={branch.address.zipCode}
          error={error('zipCode')}
          onValueChange={(zipCode) => schools.changeBranch(index, { address: { zipCode } })}
        />
        {text('country')}
      </div>
      <div className="school-form__actions">
        <SelectField
          name={`branches.${index}.status`}
          label={fields.status}
          value={branch.status}
          options={activityOptions}
          onValueChange={(status) =>
            schools.changeBranch(index, { status: status as ActivityStatus })
          }
        />
      </div>
      <div className="school-form__actions">
        <SlButton
          size="small"
          disabled={!branchId || !school}
          title={branchId ? undefined : texts.saveBranchFirst}
          onClick={() =>
            branchId &&
            school &&
            schools.openClasses({
              schoolId: school.id,
              schoolName: school.schoolName,
              branchId,
              area: branch.address.area,
            })
          }
        >
          {texts.classesAndBundles}
        </SlButton>
        <SlButton size="small" variant="danger" outline disabled>
          {texts.removeBranch(n)}
        </SlButton>
      </div>
    </fieldset>
  );
}
