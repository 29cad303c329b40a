import { categories } from '@satchel/api';
import { createListStore } from '../data/create-list-store.js';
import { fetchList } from '../data/fetch-list.js';
import { messages } from '../messages/index.js';

/** Where the Categories screen lives in the shell. */
export const categoriesSection = '/categories';

/** The Categories table (spec part 1 §2). */
const categoriesList = createListStore<categories.Category>({
  fetchPage: fetchList(categories.list, categories.categoryList),
  failureTitle: messages.categories.fetchFailed,
  emptyMessage: messages.categories.empty,
  section: categoriesSection,
});

export const $categoriesList = categoriesList.$list;
export const {
  open: openCategoriesList,
  load: reloadCategories,
  setPage: setCategoriesPage,
  setLimit: setCategoriesLimit,
  setSort: setCategoriesSort,
  applyFilters: applyCategoriesFilters,
  resetFilters: resetCategoriesFilters,
} = categoriesList;
