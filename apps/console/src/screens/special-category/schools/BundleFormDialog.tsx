import { useStore } from '@nanostores/react';
import { type ActivityStatus, type SetType, setTypes } from '@satchel/api';
import { messages, schools } from '@satchel/stores';
import { FormDialog } from '../../../components/form/FormDialog.js';
import { NumberField } from '../../../components/form/NumberField.js';
import { SelectField } from '../../../components/form/SelectField.js';
import { TextField } from '../../../components/form/TextField.js';
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
  const form = useStore(schools.$bundleForm);
  const saving = useStore(schools.$savingBundle);
  const editing = form?.mode === 'edit';
  const values = form?.values;
  const errors = form?.errors ?? {};
  return (
    <FormDialog
      label={editing ? texts.updateBundle : texts.addBundle}
      open={form !== null}
      onClose={schools.closeBundleForm}
      width="44rem"
      action={{
        label: editing ? texts.updateBundle : texts.addBundle,
        onSubmit: () => void schools.saveBundle(),
        busy: saving,
      }}
    >
      {values ? (
        <>
          <div className="school-form__row">
            <TextField
              name="classLevel"
              label={fields.classLevel}
              value={values.classLevel}
              error={errors.classLevel}
              onValueChange={(classLevel) => schools.changeBundleForm({ classLevel })}
            />
            <SelectField
              name="setType"
              label={fields.setType}
              value={values.setType}
              options={setTypeOptions}
              onValueChange={(setType) => schools.changeBundleForm({ setType: setType as SetType })}
            />
            <SelectField
              name="status"
              label={fields.status}
              value={values.status}
              options={activityOptions}
              onValueChange={(status) =>
                schools.changeBundleForm({ status: status as ActivityStatus })
              }
            />
          </div>
          <ProductPicker chosen={values.products} error={errors.products} />
          <div className="school-form__row">
            <NumberField
              name="discount"
              label={fields.discount}
              min={0}
              max={100}
              value={values.discount}
              error={errors.discount}
              onValueChange={(discount) => schools.changeBundleForm({ discount })}
            />
            <NumberField
              name="tax"
              label={fields.tax}
              min={0}
              max={100}
              value={values.tax}
              error={errors.tax}
              onValueChange={(tax) => schools.changeBundleForm({ tax })}
            />
            <SelectField
              name="setStatus"
              label={fields.setStatus}
              value={values.setStatus}
              options={activityOptions}
              onValueChange={(setStatus) =>
                schools.changeBundleForm({ setStatus: setStatus as ActivityStatus })
              }
            />
          </div>
          <MerchantRows merchants={values.merchants} errors={errors} />
        </>
      ) : null}
    </FormDialog>
  );
}
