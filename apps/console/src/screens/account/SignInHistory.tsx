import { useStore } from '@nanostores/react';
import { account, messages } from '@satchel/stores';
import { formatDateTime } from '../../components/format/date-time.js';

const texts = messages.account.signIns;

/** My own history of signing in and out, newest first, with time and address. */
export function SignInHistory() {
  const entries = useStore(account.$signIns);
  return (
    <section className="account-panel" aria-labelledby="account-sign-ins">
      <h3 id="account-sign-ins">{texts.heading}</h3>
      {entries.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <table className="account-history" aria-labelledby="account-sign-ins">
          <thead>
            <tr>
              <th scope="col">{texts.when}</th>
              <th scope="col">{texts.what}</th>
              <th scope="col">{texts.address}</th>
              <th scope="col">{texts.by}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.createdAt)}</td>
                <td>{texts.actions[entry.action]}</td>
                <td>{entry.address ?? ''}</td>
                <td>{entry.administratorName ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
