import { roles, team } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';

/** Both lists load while the Team section is shown, and again after each change. */
const always = atom<'team' | null>('team');

const operators = createResource({
  key: always,
  fetch: async () => (await api.call(team.list)).data,
  onError: (error) => showErrorDialog(messages.team.loadFailed, error),
});

const roleList = createResource({
  key: always,
  fetch: async () => (await api.call(roles.list)).data,
  onError: (error) => showErrorDialog(messages.team.loadFailed, error),
});

/** The operators, by username (the Team section's table). */
export const $operators = computed(operators.$state, (state) => state.data ?? []);
export const $operatorsLoading = computed(operators.$state, (state) => state.loading);
/** Every role an operator may be given: the built-in ones first. */
export const $roles = computed(roleList.$state, (state) => state.data ?? []);

/** Fetches the operators and roles again, after a change to either. */
export const reloadTeam = (): Promise<unknown> =>
  Promise.all([operators.reload(), roleList.reload()]);
