// The categories screen's stores, as `@satchel/stores` exports them under `categories`.
export { categoriesList } from './categories-list.js';
export {
  type CategoryFormErrors,
  type CategoryFormValues,
  categoryForm,
  changeCategory,
} from './category-form.js';
