import { settingDefinitions, settingNames } from '@satchel/api';
import { messages, settings } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { type FormEvent, useEffect } from 'react';
import { NumberField } from '../../components/form/NumberField.js';
import { type BoundForm, useFormStore } from '../../components/form/useFormStore.js';
import { LoadingIndicator } from '../../components/loading-indicator/LoadingIndicator.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';

const texts = messages.settings;

/**
 * The settings an Administrator changes (issue 30): one field per setting the contract declares,
 * with its bounds, filled with the values the server keeps; a bad value is said under its field.
 */
export function SettingsPanel() {
  const form = useFormStore(settings.settingsForm);
  // Loaded each time it is shown; left, it forgets what it showed.
  useEffect(() => {
    void settings.loadSettings();
    return settings.settingsForm.reset;
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void settings.settingsForm.submit();
  };
  return (
    <form className="settings-panel" noValidate onSubmit={submit} aria-labelledby="settings-title">
      <ScreenHeader id="settings-title" title={texts.title} />
      {/* The fields wait for the kept values, which would overwrite what was typed meanwhile. */}
      {form.open ? <SettingFields form={form} /> : <LoadingIndicator inline />}
      <SlButton
        type="submit"
        variant="primary"
        disabled={!form.open || form.busy}
        loading={form.busy}
      >
        {texts.save}
      </SlButton>
    </form>
  );
}

/** One field per declared setting, with its bounds. */
function SettingFields({ form }: { readonly form: BoundForm<settings.SettingTexts, void> }) {
  return (
    <>
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
    </>
  );
}
