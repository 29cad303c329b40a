import { useStore } from '@nanostores/react';
import { account, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { formatDateTime } from '../../components/format/date-time.js';

const texts = messages.account.signIns;

/**
 * My own history of signing in and out, newest first, with time and address, a page at a time:
 * Load more reads the older ones.
 */
export function SignInHistory() {
  const feed = useStore(account.signIns.$feed);
  return (
    <section className="account-panel" aria-labelledby="account-sign-ins">
      <h3 id="account-sign-ins">{texts.heading}</h3>
      {feed.items.length === 0 && !feed.loading ? (
        <p>{texts.empty}</p>
      ) : (
        <table
          className="account-history"
          aria-labelledby="account-sign-ins"
          aria-busy={feed.loading}
        >
          <thead>
            <tr>
              <th scope="col">{texts.when}</th>
              <th scope="col">{texts.what}</th>
              <th scope="col">{texts.address}</th>
              <th scope="col">{texts.by}</th>
            </tr>
          </thead>
          <tbody>
            {feed.items.map((entry) => (
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
      {feed.hasMore ? (
        <SlButton loading={feed.loading} onClick={() => void account.signIns.loadMore()}>
          {texts.loadMore}
        </SlButton>
      ) : null}
    </section>
  );
}
