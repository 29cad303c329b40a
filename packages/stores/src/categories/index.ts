// The categories screen's stores, as `@satchel/stores` exports them under `categories`.
export {
  $categoriesList,
  applyCategoriesFilters,
  categoriesSection,
  openCategoriesList,
  reloadCategories,
  resetCategoriesFilters,
  setCategoriesLimit,
  setCategoriesPage,
  setCategoriesSort,
} from './categories-list.js';
export {
  type CategoryFormErrors,
  type CategoryFormValues,
  categoryForm,
  changeCategory,
} from './category-form.js';
