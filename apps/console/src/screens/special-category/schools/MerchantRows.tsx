import { useStore } from '@nanostores/react';
import { messages, schools } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { NumberField } from '../../../components/form/NumberField.js';
import { SwitchField } from '../../../components/form/SwitchField.js';
import { TextField } from '../../../components/form/TextField.js';

const texts = messages.schools;
const { fields } = texts;

/**
 * The bundle's merchants: id (with the store name it names under it), custom pack (on by
 * default), custom discount (0 by default); a row is added only when the last has an id, and the
 * only row cannot be removed (spec part 2 §5).
 */
export function MerchantRows({
  merchants,
  errors,
}: {
  merchants: readonly schools.MerchantRow[];
  errors: schools.BundleFormErrors;
}) {
  const hints = useStore(schools.$bundleMerchantHints);
  return (
    <>
      <h4>{texts.merchants}</h4>
      {merchants.map((row, index) => (
        // Rows have no id of their own until typed; their place is what names them.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <fieldset key={index} className="bundle-form__merchant">
          <legend>{texts.merchant(index + 1)}</legend>
          <div className="school-form__row">
            <TextField
              name={`merchants.${index}.merchantId`}
              label={fields.merchantId}
              value={row.merchantId}
              error={errors[`merchants.${index}.merchantId`]}
              hint={hints[index]}
              onValueChange={(merchantId) => schools.changeMerchant(index, { merchantId })}
            />
            <NumberField
              name={`merchants.${index}.customDiscount`}
              label={fields.customDiscount}
              min={0}
              max={100}
              value={row.customDiscount}
              error={errors[`merchants.${index}.customDiscount`]}
              onValueChange={(customDiscount) => schools.changeMerchant(index, { customDiscount })}
            />
          </div>
          <div className="school-form__actions">
            <SwitchField
              name={`merchants.${index}.customPack`}
              label={fields.customPack}
              checked={row.customPack}
              onValueChange={(customPack) => schools.changeMerchant(index, { customPack })}
            />
            <SlButton
              size="small"
              variant="danger"
              outline
              disabled={merchants.length <= 1}
              onClick={() => schools.requestMerchantRemoval(index)}
            >
              {texts.removeMerchant(index + 1)}
            </SlButton>
          </div>
        </fieldset>
      ))}
      <div>
        <SlButton onClick={schools.addMerchant}>{texts.addMerchant}</SlButton>
      </div>
    </>
  );
}
