import { competitions, messages } from '@satchel/stores';
import { FormDialog } from '../../../components/form/FormDialog.js';
import { TextField } from '../../../components/form/TextField.js';
import { useFormStore } from '../../../components/form/useFormStore.js';

const texts = messages.competitions;

/**
 * The associate and deassociate modals: comma-separated product IDs for one competition (spec
 * part 2 §2); the store splits, trims and de-duplicates them.
 */
export function ProductAssociationDialog() {
  const form = useFormStore(competitions.productAssociationForm);
  const associating = form.context?.mode !== 'dissociate';
  const name = form.context?.competition.name ?? '';

  return (
    <FormDialog
      label={associating ? texts.associateTitle(name) : texts.dissociateTitle(name)}
      open={form.open}
      onClose={competitions.productAssociationForm.close}
      action={{
        label: associating ? texts.associate : texts.dissociate,
        onSubmit: () => void competitions.productAssociationForm.submit(),
        busy: form.busy,
      }}
    >
      <TextField
        label={texts.fields.productIds}
        hint={texts.productIdsHint}
        autocomplete="off"
        {...form.field('productIds')}
      />
    </FormDialog>
  );
}
