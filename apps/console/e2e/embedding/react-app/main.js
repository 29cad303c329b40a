// Another tool's React app: the elements through their React wrappers, from the packed tarball.
// Plain createElement, so that the app needs no JSX plugin, only Vite.
import { SatDataTable, SatDialog, SatLineChart } from '@satchel/elements/react';
import '@satchel/elements/themes/light.css';
import { createElement as h, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { satchelApi, signUpsPerDay, userColumns, userFilters } from './satchel-users.js';

const api = satchelApi(import.meta.env.VITE_SATCHEL_URL);
const firstQuery = { page: 1, limit: 10, sort: -1, name: '' };
const rowLabel = (row) => row.name;

function SignIn({ onSignedIn, onError }) {
  const submit = async (event) => {
    event.preventDefault();
    const form = new FormData(event.target);
    try {
      await api.signIn(form.get('username'), form.get('password'));
      onSignedIn();
    } catch (error) {
      onError(error.message);
    }
  };
  return h(
    'form',
    { onSubmit: submit },
    h('label', null, 'Username ', h('input', { name: 'username', required: true })),
    h(
      'label',
      null,
      'Password ',
      h('input', { name: 'password', type: 'password', required: true }),
    ),
    h('button', { type: 'submit' }, 'Sign In'),
  );
}

function Users({ onError }) {
  // What the table's controls ask for, and what the shown rows answer.
  const [query, setQuery] = useState(firstQuery);
  const [list, setList] = useState({ rows: [], total: 0, totalPages: 0, applied: null });
  const [loading, setLoading] = useState(false);
  const [asked, setAsked] = useState(null);

  const load = useCallback(
    async (wanted) => {
      setLoading(true);
      try {
        const { page, limit, sort } = wanted;
        setList({ ...(await api.users(wanted)), applied: { page, limit, sort } });
      } catch (error) {
        onError(error.message);
      } finally {
        setLoading(false);
      }
    },
    [onError],
  );
  useEffect(() => {
    load(firstQuery);
  }, [load]);

  const change = (part) => setQuery((current) => ({ ...current, ...part }));
  const search = (name) => {
    const wanted = { ...query, name, page: 1 };
    setQuery(wanted);
    load(wanted);
  };
  const confirm = async () => {
    try {
      await api.setStatus(asked.key, asked.value);
    } catch (error) {
      onError(error.message);
    }
    await load(query);
  };
  const closed = (event) => {
    setAsked(null);
    // Rows handed over again show their own values: the select goes back.
    if (event.detail.reason !== 'confirm')
      setList((current) => ({ ...current, rows: [...current.rows] }));
  };
  const user = asked && list.rows.find((row) => row.id === asked.key);

  return h(
    'main',
    null,
    h('h1', null, 'Users'),
    h(SatDataTable, {
      columns: userColumns,
      filters: userFilters,
      rowLabel,
      ...list,
      page: query.page,
      limit: query.limit,
      sort: query.sort,
      loading,
      onSatPageChange: (event) => change({ page: event.detail.page }),
      onSatLimitChange: (event) => change({ limit: event.detail.limit, page: 1 }),
      onSatSortChange: (event) => change({ sort: event.detail.sort }),
      onSatApply: () => load(query),
      onSatFiltersApply: (event) => search(event.detail.values.name),
      // A status picked in the table is only asked for: the dialog confirms it first.
      onSatCellChange: (event) => setAsked(event.detail),
    }),
    h(SatLineChart, { label: 'Sign-ups per day', height: 200, ...signUpsPerDay(list.rows) }),
    h(SatDialog, {
      type: 'confirm',
      label: 'Change the status?',
      message: user ? `${user.name} becomes ${asked.value}.` : '',
      open: asked !== null,
      onSatDialogConfirm: confirm,
      onSatDialogClose: closed,
    }),
  );
}

function App() {
  const [signedIn, setSignedIn] = useState(false);
  const [error, setError] = useState('');
  return h(
    'div',
    null,
    signedIn
      ? h(Users, { onError: setError })
      : h(SignIn, { onSignedIn: () => setSignedIn(true), onError: setError }),
    h('p', { role: 'alert' }, error),
  );
}

createRoot(document.querySelector('#root')).render(h(App));
