// The products screen's stores, as `@satchel/stores` exports them under `products`.
export { setProductAdminDisabled } from './product-disabling.js';
export { productsList } from './products-list.js';
