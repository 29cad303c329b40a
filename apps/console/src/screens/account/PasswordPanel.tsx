import { account, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { FormEvent } from 'react';
import { SwitchField } from '../../components/form/SwitchField.js';
import { TextField } from '../../components/form/TextField.js';
import { useFormStore } from '../../components/form/useFormStore.js';

const texts = messages.account.password;

/** Changing one's own password: the current one, the new one twice, other sessions ended or kept. */
export function PasswordPanel() {
  const form = useFormStore(account.passwordForm);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void account.passwordForm.submit();
  };
  return (
    <section className="account-panel" aria-labelledby="account-password">
      <h3 id="account-password">{texts.heading}</h3>
      <form className="account-panel__fields" noValidate onSubmit={submit}>
        <TextField
          label={texts.current}
          type="password"
          autocomplete="current-password"
          {...form.field('current')}
        />
        <TextField
          label={texts.new}
          type="password"
          autocomplete="new-password"
          {...form.field('next')}
        />
        <TextField
          label={texts.confirm}
          type="password"
          autocomplete="new-password"
          {...form.field('confirm')}
        />
        <SwitchField
          name="endOthers"
          label={texts.endOthers}
          checked={form.values.endOthers}
          onValueChange={(checked) => account.passwordForm.change('endOthers', checked)}
        />
        <SlButton type="submit" variant="primary" loading={form.busy} disabled={form.busy}>
          {texts.change}
        </SlButton>
      </form>
    </section>
  );
}
