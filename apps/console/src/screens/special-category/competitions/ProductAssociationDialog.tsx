import { useStore } from '@nanostores/react';
import { competitions, messages } from '@satchel/stores';
import { FormDialog } from '../../../components/form/FormDialog.js';
import { TextField } from '../../../components/form/TextField.js';
import { useForm } from '../../../components/form/useForm.js';

const texts = messages.competitions;

/**
 * The associate and deassociate modals: comma-separated product IDs for one competition (spec
 * part 2 §2); the store splits, trims and de-duplicates them.
 */
export function ProductAssociationDialog() {
  const association = useStore(competitions.$productAssociation);
  const busy = useStore(competitions.$changingAssociation);
  const form = useForm(() => ({ productIds: '' }), association);
  const associating = association?.mode !== 'dissociate';
  const name = association?.competition.name ?? '';

  const submit = async () => {
    const { error } = await competitions.changeProductAssociation(form.values.productIds);
    form.setErrors(error ? { productIds: error } : {});
  };

  return (
    <FormDialog
      label={associating ? texts.associateTitle(name) : texts.dissociateTitle(name)}
      open={association !== null}
      onClose={competitions.closeProductAssociation}
      action={{
        label: associating ? texts.associate : texts.dissociate,
        onSubmit: submit,
        busy,
      }}
    >
      <TextField
        name="productIds"
        label={texts.fields.productIds}
        value={form.values.productIds}
        error={form.errors.productIds}
        hint={texts.productIdsHint}
        autocomplete="off"
        onValueChange={form.field('productIds')}
      />
    </FormDialog>
  );
}
