// The sales screen's stores, as `@satchel/stores` exports them under `sales`.
export { $salesCategoryChoices } from './category-choices.js';
export { type MerchantRowsFilter, merchantSalesRows } from './merchant-rows.js';
export { $salesSummary } from './sales-figures.js';
export { $salesPeriod, chooseSalesPeriod, salesPeriodOptions } from './sales-period.js';
export {
  $soldProductsFilters,
  filterSoldProducts,
  openSoldProducts,
  type SoldProductsFilters,
  searchSoldProducts,
  soldProductsFeed,
} from './sold-products.js';
