import { useStore } from '@nanostores/react';
import { $userSearch, $userSearching, searchUsers } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { type FormEvent, useState } from 'react';
import { withCountryCode } from '../../components/format/phone.js';
import { TextField } from '../../components/text-field/TextField.js';
import { screenTexts } from '../../texts.js';
import './UserSearch.css';

/** The search box over all users (name, phone or email), with its matches listed under it. */
export function UserSearch() {
  const found = useStore($userSearch);
  const searching = useStore($userSearching);
  const [query, setQuery] = useState('');
  const texts = screenTexts.users;

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
          label={texts.search}
          placeholder={texts.searchPlaceholder}
          value={query}
          onValueChange={setQuery}
        />
        <SlButton type="submit" loading={searching} disabled={searching}>
          {texts.searchButton}
        </SlButton>
        {found ? <SlButton onClick={clear}>{texts.clearSearch}</SlButton> : null}
      </form>
      {found ? (
        <section className="user-search__results" aria-live="polite" aria-label={texts.search}>
          <p className="user-search__count">
            {texts.searchResults(found.users.length, found.query)}
          </p>
          {found.users.length > 0 ? (
            <ul className="user-search__list">
              {found.users.map((user) => (
                <li key={user.id} className="user-search__item">
                  <span className="user-search__name">{user.name}</span>
                  <span>{withCountryCode(user.phone)}</span>
                  {user.email ? <span>{user.email}</span> : null}
                  <span>{screenTexts.statusLabels[user.status]}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </search>
  );
}
