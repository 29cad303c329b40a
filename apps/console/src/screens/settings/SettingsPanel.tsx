import { settingDefinitions, settingNames } from '@satchel/api';
import { messages, settings } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { type FormEvent, useEffect } from 'react';
import { NumberField } from '../../components/form/NumberField.js';
import { useFormStore } from '../../components/form/useFormStore.js';

const texts = messages.settings;

/**
 * The settings an Administrator changes (issue 30): one field per setting the contract declares,
 * with its bounds, filled with the values the server keeps; a bad value is said under its field.
 */
export function SettingsPanel() {
  const form = useFormStore(settings.settingsForm);
  useEffect(() => void settings.loadSettings(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void settings.settingsForm.submit();
  };
  return (
    <form className="settings-panel" noValidate onSubmit={submit} aria-labelledby="settings-title">
      <h3 id="settings-title">{texts.title}</h3>
      {settingNames.map((name) => {
        const definition = settingDefinitions[name];
        return (
          <NumberField
            key={name}
            label={texts.fields[name].label}
            hint={texts.fields[name].help}
            integer={definition.kind === 'hours'}
            min={definition.min}
            max={definition.max}
            {...form.field(name)}
          />
        );
      })}
      <SlButton type="submit" variant="primary" disabled={form.busy} loading={form.busy}>
        {texts.save}
      </SlButton>
    </form>
  );
}
