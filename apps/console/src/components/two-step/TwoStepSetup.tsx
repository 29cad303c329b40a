import { useStore } from '@nanostores/react';
import { account, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { FormEvent } from 'react';
import { TextField } from '../form/TextField.js';
import { useFormStore } from '../form/useFormStore.js';
import './TwoStepSetup.css';

const texts = messages.account.twoStep;

/** The recovery codes just made, shown once, until the operator says they kept them. */
function RecoveryCodes({ codes }: { readonly codes: readonly string[] }) {
  return (
    <div className="two-step" role="status">
      <h4>{texts.recoveryHeading}</h4>
      <p>{texts.recoveryText}</p>
      <ul className="two-step__codes" aria-label={texts.recoveryHeading}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <SlButton variant="primary" onClick={() => void account.keptRecoveryCodes()}>
        {texts.recoveryDone}
      </SlButton>
    </div>
  );
}

/**
 * Setting up two-step sign-in (issue 30), on My account and on the page a role that requires it
 * shows first: a new secret as a QR code (the server draws it) and as a key to type, the code
 * the authenticator then shows, and the recovery codes once it is on.
 */
export function TwoStepSetup() {
  const setup = useStore(account.$setup);
  const codes = useStore(account.$recoveryCodes);
  const starting = useStore(account.startSetup.$busy);
  const form = useFormStore(account.confirmForm);
  if (codes) return <RecoveryCodes codes={codes} />;
  if (!setup) {
    return (
      <SlButton
        variant="primary"
        loading={starting}
        disabled={starting}
        onClick={() => void account.startSetup.run()}
      >
        {texts.setUp}
      </SlButton>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void account.confirmForm.submit();
  };
  return (
    <form className="two-step" noValidate onSubmit={submit}>
      <p>{texts.scan}</p>
      <img
        className="two-step__qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={texts.qrAlt}
        width={200}
        height={200}
      />
      <p>
        {texts.key}: <code className="two-step__key">{setup.secret}</code>
      </p>
      <TextField
        label={texts.code}
        placeholder={texts.codePlaceholder}
        type="text"
        inputmode="numeric"
        autocomplete="one-time-code"
        {...form.field('code')}
      />
      <SlButton type="submit" variant="primary" loading={form.busy} disabled={form.busy}>
        {texts.turnOn}
      </SlButton>
    </form>
  );
}
