// The one user search, of the Users screen's search box and of the coupon screen's Assign to
// users dialog: two screens share it, so it lives here rather than in either screen's folder.
import { phoneSearchText, users } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';
import { createResource } from './create-resource.js';

/** What the search box last asked for; null before the first search and after Clear. */
const $searchQuery = atom<string | null>(null);

const userSearch = createResource({
  key: $searchQuery,
  fetch: async (q: string) => {
    // A phone typed as shown ("+91 98765 43210") is sent as kept, for backends that match text.
    const found = await api.call(users.search, { query: { q: phoneSearchText(q) } });
    // The marketplace's existing backend may not say how many match: then what came is all.
    return { users: found.users, total: found.total ?? found.users.length };
  },
  onError: () => showToast('error', messages.users.searchFailed),
});

/**
 * Users the search box found for `query` (the first ones by name) and how many match in all;
 * null before the first answer.
 */
export const $userSearch = computed(userSearch.$state, ({ key, data }) =>
  key !== null && data !== null ? { query: key, ...data } : null,
);
export const $userSearching = computed(userSearch.$state, (state) => state.loading);

/** Searches name, phone and email; a blank query clears the results. Only the newest answer shows. */
export function searchUsers(query: string): Promise<void> {
  const q = query.trim();
  if (q === '' || q !== $searchQuery.get()) {
    $searchQuery.set(q === '' ? null : q);
    return Promise.resolve();
  }
  // The same words again: ask again, the users may have changed.
  return userSearch.reload();
}
