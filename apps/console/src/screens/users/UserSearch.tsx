import { useStore } from '@nanostores/react';
import type { users as usersContract } from '@satchel/api';
import { messages, users } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { type ReactNode, useState } from 'react';
import { TextField } from '../../components/form/TextField.js';
import { withCountryCode } from '../../components/format/phone.js';
import './UserSearch.css';

/**
 * The search box over all users (name, phone or email), with its matches listed under it; each
 * match may carry a control of the host's (`actionFor`). It has no form of its own, so it also
 * works inside a form dialog: Enter in the box searches.
 */
export function UserSearch({ actionFor }: { actionFor?: (user: usersContract.User) => ReactNode }) {
  const found = useStore(users.$userSearch);
  const searching = useStore(users.$userSearching);
  const [query, setQuery] = useState('');

  const search = () => void users.searchUsers(query);

  const clear = () => {
    setQuery('');
    void users.searchUsers('');
  };

  return (
    <search className="user-search">
      <div className="user-search__form">
        <TextField
          name="q"
          type="search"
          label={messages.users.search}
          placeholder={messages.users.searchPlaceholder}
          value={query}
          onValueChange={setQuery}
          onEnter={search}
        />
        <SlButton loading={searching} disabled={searching} onClick={search}>
          {messages.users.searchButton}
        </SlButton>
        {found ? <SlButton onClick={clear}>{messages.users.clearSearch}</SlButton> : null}
      </div>
      {found ? (
        <section
          className="user-search__results"
          aria-live="polite"
          aria-label={messages.users.search}
        >
          <p className="user-search__count">
            {messages.users.searchResults(found.users.length, found.total, found.query)}
          </p>
          {found.users.length > 0 ? (
            <ul className="user-search__list">
              {found.users.map((user) => (
                <li key={user.id} className="user-search__item">
                  <span className="user-search__name">{user.name}</span>
                  <span>{withCountryCode(user.phone)}</span>
                  {user.email ? <span>{user.email}</span> : null}
                  <span>{messages.statusLabels[user.status]}</span>
                  {actionFor?.(user)}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </search>
  );
}
