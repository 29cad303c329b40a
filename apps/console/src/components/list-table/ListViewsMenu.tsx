import { useStore } from '@nanostores/react';
import { views } from '@satchel/api';
import { type ListViewsApi, messages, showDialog } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDropdown from '@shoelace-style/shoelace/dist/react/dropdown/index.js';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import { useState } from 'react';
import { FormDialog } from '../form/FormDialog.js';
import { SwitchField } from '../form/SwitchField.js';
import { TextField } from '../form/TextField.js';

const texts = messages.lists.views;

/** The naming dialog: a new view of the list as it is, or a new name for a view. */
type Naming = { readonly renaming: views.ListView | null; name: string; shared: boolean };

/**
 * A list's saved views in its table's toolbar (issue 29): choose one, save the list as a view,
 * and, for the operator's own views, save changes, rename, share and delete; any view the
 * operator sees can be their default. Built of the shell's dropdown and the form dialog, so it
 * adds no element to the console.
 */
export function ListViewsMenu({ list }: { readonly list: ListViewsApi & { reset(): unknown } }) {
  const { items, currentId, defaultId } = useStore(list.$views);
  const [naming, setNaming] = useState<Naming | null>(null);
  const current = items.find((view) => view.id === currentId);
  const label = (view: views.ListView) =>
    [
      view.name,
      view.shared && texts.shared,
      !view.mine && texts.byOwner(view.owner.username),
      view.id === defaultId && texts.isDefault,
    ]
      .filter(Boolean)
      .join(' · ');

  const choose = (value: string) => {
    if (value === '') return void list.reset();
    if (items.some((view) => view.id === value)) return void list.openView(value);
    if (!current) {
      if (value === 'save') setNaming({ renaming: null, name: '', shared: false });
      if (value === 'no-default') void list.setDefaultView(null);
      return;
    }
    const actions: Readonly<Record<string, () => void>> = {
      save: () => setNaming({ renaming: null, name: '', shared: false }),
      update: () => void list.updateView(current.id),
      rename: () => setNaming({ renaming: current, name: current.name, shared: current.shared }),
      share: () => void list.shareView(current.id, !current.shared),
      default: () => void list.setDefaultView(current.id),
      'no-default': () => void list.setDefaultView(null),
      delete: () =>
        showDialog({
          type: 'confirm',
          title: texts.delete,
          message: texts.deleteConfirm(current.name),
          onConfirm: () => void list.deleteView(current.id),
        }),
    };
    actions[value]?.();
  };

  const submit = async () => {
    if (!naming) return;
    const name = naming.name.trim();
    const done = naming.renaming
      ? await list.renameView(naming.renaming.id, name)
      : await list.saveView(name, { shared: naming.shared });
    if (done) setNaming(null);
  };

  const own = current?.mine === true;
  return (
    <div slot="toolbar">
      <SlDropdown distance={4}>
        <SlButton slot="trigger" size="small" caret>
          {current ? `${texts.menu}: ${current.name}` : texts.menu}
        </SlButton>
        <SlMenu onSlSelect={(event) => choose(event.detail.item.value)}>
          <SlMenuItem type="checkbox" value="" checked={!current}>
            {texts.none}
          </SlMenuItem>
          {items.map((view) => (
            <SlMenuItem
              key={view.id}
              type="checkbox"
              value={view.id}
              checked={view.id === currentId}
            >
              {label(view)}
            </SlMenuItem>
          ))}
          <SlMenuItem value="save">{texts.saveAs}</SlMenuItem>
          {own ? <SlMenuItem value="update">{texts.update}</SlMenuItem> : null}
          {own ? <SlMenuItem value="rename">{texts.rename}</SlMenuItem> : null}
          {own ? (
            <SlMenuItem value="share">{current.shared ? texts.unshare : texts.share}</SlMenuItem>
          ) : null}
          {current && current.id !== defaultId ? (
            <SlMenuItem value="default">{texts.setDefault}</SlMenuItem>
          ) : null}
          {defaultId ? <SlMenuItem value="no-default">{texts.clearDefault}</SlMenuItem> : null}
          {own ? <SlMenuItem value="delete">{texts.delete}</SlMenuItem> : null}
        </SlMenu>
      </SlDropdown>
      <FormDialog
        label={naming?.renaming ? texts.rename : texts.saveAs}
        open={naming !== null}
        onClose={() => setNaming(null)}
        action={{
          label: texts.save,
          onSubmit: () => void submit(),
          disabled: naming?.name.trim() === '',
        }}
      >
        <TextField
          name="view-name"
          label={texts.namePrompt}
          value={naming?.name ?? ''}
          maxlength={views.MAX_VIEW_NAME_LENGTH}
          onValueChange={(name) => setNaming((before) => before && { ...before, name })}
        />
        {naming && !naming.renaming ? (
          <SwitchField
            name="view-shared"
            label={texts.shareAsked}
            checked={naming.shared}
            onValueChange={(shared) => setNaming((before) => before && { ...before, shared })}
          />
        ) : null}
      </FormDialog>
    </div>
  );
}
