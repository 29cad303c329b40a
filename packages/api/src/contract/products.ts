import { type Static, Type } from 'typebox';
import { defineCall } from './call.js';
import { Id, ListQuery, MessageBody, Nullable } from './common.js';
import { listEnvelope } from './list.js';

export const productTypes = ['main', 'variant'] as const;
export const ProductType = Type.Enum(productTypes);
export type ProductType = Static<typeof ProductType>;

/**
 * A product as the Products list shows it: the spec's fields (part 1 §3) and what its table
 * shows besides: the merchant that sells it, price, stock, its first image and its parent.
 */
export const Product = Type.Object({
  id: Id,
  /** The main product of a variant; null for a main product. */
  parentProductId: Nullable(Id),
  sku: Type.String(),
  title: Type.String(),
  brand: Type.String(),
  adminDisabled: Type.Boolean(),
  productType: ProductType,
  merchantId: Id,
  /** The store name of the merchant `merchantId`. */
  storeName: Type.String(),
  /** In rupees, as every amount travels. */
  price: Type.Number(),
  stock: Type.Integer({ minimum: 0 }),
  /**
   * The first image, ready for `<img src>`: `/files/{key}` for a stored file, an outside link as
   * it is; null when the product has none.
   */
  image: Nullable(Type.String()),
  /** The parent's SKU and title (null for a main product), for the list's parent column. */
  parentSku: Nullable(Type.String()),
  parentTitle: Nullable(Type.String()),
});
export type Product = Static<typeof Product>;

export const productList = listEnvelope(
  { items: 'products', total: 'totalProducts', pages: 'totalPages' },
  Product,
);

export const ProductListQuery = Type.Object({
  ...ListQuery.properties,
  parentProductId: Type.Optional(Type.String({ maxLength: 24 })),
  sku: Type.Optional(Type.String({ maxLength: 100 })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  brand: Type.Optional(Type.String({ maxLength: 200 })),
  productType: Type.Optional(ProductType),
  adminDisabled: Type.Optional(Type.Enum(['true', 'false'])),
});
export type ProductListQuery = Static<typeof ProductListQuery>;

export const list = defineCall({
  method: 'GET',
  path: '/catalogs/products/get-products-admin',
  summary: 'List products (main and variants), paginated, filtered and sorted by creation time',
  tags: ['products'],
  auth: true,
  permission: 'products:read',
  querystring: ProductListQuery,
  response: { 200: productList.schema },
});

export const setAdminDisabled = defineCall({
  method: 'PATCH',
  path: '/catalogs/products/admin-product-disabled/:id',
  summary: 'Disable a product for the whole marketplace, or enable it again',
  tags: ['products'],
  auth: true,
  permission: 'products:write',
  params: Type.Object({ id: Id }),
  body: Type.Object({ adminDisabled: Type.Boolean() }),
  response: { 200: Type.Object({ ...MessageBody.properties, data: Product }) },
});
