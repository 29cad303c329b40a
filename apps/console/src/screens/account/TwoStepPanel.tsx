import { useStore } from '@nanostores/react';
import { account, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { FormEvent } from 'react';
import { TextField } from '../../components/form/TextField.js';
import { useFormStore } from '../../components/form/useFormStore.js';
import { TwoStepSetup } from '../../components/two-step/TwoStepSetup.js';

const texts = messages.account.twoStep;

/** Turning two-step sign-in off: the current password again. */
function TurnOffForm() {
  const form = useFormStore(account.turnOffForm);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void account.turnOffForm.submit();
  };
  return (
    <form className="account-panel__fields" noValidate onSubmit={submit}>
      <TextField
        label={messages.account.password.current}
        type="password"
        autocomplete="current-password"
        {...form.field('password')}
      />
      <SlButton type="submit" loading={form.busy} disabled={form.busy}>
        {texts.turnOff}
      </SlButton>
    </form>
  );
}

/** Two-step sign-in: on or off, set up, or turned off unless the role requires it. */
export function TwoStepPanel() {
  const status = useStore(account.$twoStep);
  const codes = useStore(account.$recoveryCodes);
  return (
    <section className="account-panel" aria-labelledby="account-two-step">
      <h3 id="account-two-step">{texts.heading}</h3>
      {status ? <p>{status.enabled ? texts.on(status.recoveryCodesLeft) : texts.off}</p> : null}
      {status?.requiredByRole ? <p>{texts.requiredByRole}</p> : null}
      {status && (!status.enabled || codes) ? <TwoStepSetup /> : null}
      {status?.enabled && !status.requiredByRole && !codes ? <TurnOffForm /> : null}
    </section>
  );
}
