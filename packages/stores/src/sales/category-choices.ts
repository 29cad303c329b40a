import { categories } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';

/** The most categories one call gives (the list's largest page). */
const MOST_CATEGORIES = 100;

/**
 * The Product tab's category filter choices (spec part 2 §3 "Category (for filter)"), from the
 * categories list; none when it fails (the filter then offers "All categories" only).
 */
const categoryChoices = createResource({
  key: atom(true),
  fetch: async () => {
    try {
      const answer = await api.call(categories.list, { query: { limit: MOST_CATEGORIES } });
      return answer.categories.map(({ id, displayName }) => ({ id, displayName }));
    } catch {
      return [];
    }
  },
});
export const $salesCategoryChoices = categoryChoices.$state;
