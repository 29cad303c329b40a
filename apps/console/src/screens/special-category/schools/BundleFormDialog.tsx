import { setTypes } from '@satchel/api';
import { messages, schools } from '@satchel/stores';
import { FormDialog } from '../../../components/form/FormDialog.js';
import { NumberField } from '../../../components/form/NumberField.js';
import { SelectField } from '../../../components/form/SelectField.js';
import { TextField } from '../../../components/form/TextField.js';
import { useFormStore } from '../../../components/form/useFormStore.js';
import { MerchantRows } from './MerchantRows.js';
import { ProductPicker } from './ProductPicker.js';
import { activityOptions } from './statusOptions.js';

const texts = messages.schools;
const { fields } = texts;
const setTypeOptions = setTypes.map((type) => ({ value: type, label: texts.setTypes[type] }));

/**
 * The Add/Update Bundle modal (spec part 2 §2, §3): class, set type, products found by search,
 * discount and tax, statuses, and the merchants with their terms; the store checks and saves it.
 */
export function BundleFormDialog() {
  const form = useFormStore(schools.bundleForm);
  const { values, errors } = form;
  const editing = form.context?.mode === 'edit';
  return (
    <FormDialog
      label={editing ? texts.updateBundle : texts.addBundle}
      open={form.open}
      onClose={schools.bundleForm.close}
      width="44rem"
      action={{
        label: editing ? texts.updateBundle : texts.addBundle,
        onSubmit: () => void schools.bundleForm.submit(),
        busy: form.busy,
      }}
    >
      <div className="school-form__row">
        <TextField label={fields.classLevel} {...form.field('classLevel')} />
        <SelectField label={fields.setType} options={setTypeOptions} {...form.field('setType')} />
        <SelectField label={fields.status} options={activityOptions} {...form.field('status')} />
      </div>
      <ProductPicker chosen={values.products} error={errors.products} />
      <div className="school-form__row">
        <NumberField label={fields.discount} min={0} max={100} {...form.field('discount')} />
        <NumberField label={fields.tax} min={0} max={100} {...form.field('tax')} />
        <SelectField
          label={fields.setStatus}
          options={activityOptions}
          {...form.field('setStatus')}
        />
      </div>
      <MerchantRows merchants={values.merchants} errors={errors} />
    </FormDialog>
  );
}
