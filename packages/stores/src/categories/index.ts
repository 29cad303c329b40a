// The categories screen's stores, as `@satchel/stores` exports them under `categories`.
export { categoriesList } from './categories-list.js';
export {
  $categoryForm,
  $submittingCategory,
  type CategoryForm,
  type CategoryFormErrors,
  type CategoryFormValues,
  changeCategoryForm,
  submitCategory,
} from './category-form.js';
