import { useStore } from '@nanostores/react';
import { account, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';

const texts = messages.account.sessions;

/** "Sign out everywhere else": every other session of mine ends, once confirmed. */
export function SessionsPanel() {
  const busy = useStore(account.$signingOutOthers);
  return (
    <section className="account-panel" aria-labelledby="account-sessions">
      <h3 id="account-sessions">{texts.heading}</h3>
      <p>{texts.text}</p>
      <SlButton loading={busy} disabled={busy} onClick={account.requestSignOutOthers}>
        {texts.signOutOthers}
      </SlButton>
    </section>
  );
}
