import { products } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createListStore } from '../data/create-list-store.js';
import { fetchList } from '../data/fetch-list.js';
import { messages } from '../messages/index.js';

/** Where the Products screen lives in the shell. */
export const productsSection = '/products';

/** The Products table (spec part 1 §2): main products and variants of every merchant. */
const productsList = createListStore<products.Product>({
  fetchPage: fetchList(products.list, products.productList),
  failureTitle: messages.products.fetchFailed,
  emptyMessage: messages.products.empty,
  section: productsSection,
});

export const $productsList = productsList.$list;
export const {
  open: openProductsList,
  load: reloadProducts,
  setPage: setProductsPage,
  setLimit: setProductsLimit,
  setSort: setProductsSort,
  applyFilters: applyProductsFilters,
  resetFilters: resetProductsFilters,
} = productsList;

const isProduct = (id: string) => (product: products.Product) => product.id === id;

/**
 * Disables a product for the marketplace, or enables it again (spec part 1 §4). The row shows
 * the new state at once and then the server's answer; a refusal puts the row back as it was and
 * opens "Product Disabled Failed" with the server's text.
 */
export const setProductAdminDisabled = createAction({
  run: (id: string, adminDisabled: boolean) =>
    productsList.changeItem(
      isProduct(id),
      (product) => ({ ...product, adminDisabled }),
      async () =>
        (await api.call(products.setAdminDisabled, { params: { id }, body: { adminDisabled } }))
          .data,
    ),
  failure: messages.products.disableFailed,
}).run;
