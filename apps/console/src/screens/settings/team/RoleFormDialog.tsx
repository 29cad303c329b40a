import { roles } from '@satchel/api';
import { messages, team } from '@satchel/stores';
import { FormDialog } from '../../../components/form/FormDialog.js';
import { TextField } from '../../../components/form/TextField.js';
import { useFormStore } from '../../../components/form/useFormStore.js';
import { PermissionGrid } from './PermissionGrid.js';

const texts = messages.team.roleEditor;

/** Making or editing a custom role: its name and its permissions' grid. */
export function RoleFormDialog() {
  const form = useFormStore(team.roleForm);
  const editing = form.context?.mode === 'edit' ? form.context.role : null;
  return (
    <FormDialog
      label={editing ? texts.editTitle(editing.name) : texts.createTitle}
      open={form.open}
      onClose={team.roleForm.close}
      width="46rem"
      action={{
        label: editing ? texts.save : texts.create,
        onSubmit: () => void team.roleForm.submit(),
        busy: form.busy,
      }}
    >
      <TextField
        label={texts.fields.name}
        maxlength={roles.MAX_ROLE_NAME_LENGTH}
        {...form.field('name')}
      />
      <PermissionGrid permissions={form.values.permissions} error={form.errors.permissions} />
    </FormDialog>
  );
}
