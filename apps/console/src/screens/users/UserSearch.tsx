import { useStore } from '@nanostores/react';
import { $userSearch, $userSearching, messages, searchUsers } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../components/form/TextField.js';
import { withCountryCode } from '../../components/format/phone.js';
import './UserSearch.css';

/** The search box over all users (name, phone or email), with its matches listed under it. */
export function UserSearch() {
  const found = useStore($userSearch);
  const searching = useStore($userSearching);
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void searchUsers(query);
  };

  const clear = () => {
    setQuery('');
    void searchUsers('');
  };

  return (
    <search className="user-search">
      <form className="user-search__form" onSubmit={submit}>
        <TextField
          name="q"
          type="search"
          label={messages.users.search}
          placeholder={messages.users.searchPlaceholder}
          value={query}
          onValueChange={setQuery}
        />
        <SlButton type="submit" loading={searching} disabled={searching}>
          {messages.users.searchButton}
        </SlButton>
        {found ? <SlButton onClick={clear}>{messages.users.clearSearch}</SlButton> : null}
      </form>
      {found ? (
        <section
          className="user-search__results"
          aria-live="polite"
          aria-label={messages.users.search}
        >
          <p className="user-search__count">
            {messages.users.searchResults(found.users.length, found.query)}
          </p>
          {found.users.length > 0 ? (
            <ul className="user-search__list">
              {found.users.map((user) => (
                <li key={user.id} className="user-search__item">
                  <span className="user-search__name">{user.name}</span>
                  <span>{withCountryCode(user.phone)}</span>
                  {user.email ? <span>{user.email}</span> : null}
                  <span>{messages.statusLabels[user.status]}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </search>
  );
}
