// The products screen's stores, as `@satchel/stores` exports them under `products`.
export {
  $productsList,
  applyProductsFilters,
  openProductsList,
  productsSection,
  reloadProducts,
  resetProductsFilters,
  setProductAdminDisabled,
  setProductsLimit,
  setProductsPage,
  setProductsSort,
} from './products-list.js';
