import { categories } from '@satchel/api';
import { createListStore } from '../data/create-list-store.js';
import { messages } from '../messages/index.js';

/** The Categories table (spec part 1 §2). */
export const categoriesList = createListStore(categories.categoryList, {
  kind: 'categories',
  section: '/categories',
  get failureTitle() {
    return messages.categories.fetchFailed;
  },
  get emptyMessage() {
    return messages.categories.empty;
  },
});
