/** Texts of the Products screen: bulk assign, the products table and its adminDisabled toggle. */
export const products = {
  title: 'Products',
  fetchFailed: 'Product fetching Failed',
  empty: 'No product found',
  disableFailed: 'Product Disabled Failed',
  bulkAssign: 'Bulk assign',
  bulkAssignText:
    'Make merchants suppliers of existing products, each at its own price and stock: one row per product and merchant.',
  /** Column headers and filter labels. */
  fields: {
    title: 'Title',
    sku: 'SKU',
    brand: 'Brand',
    productType: 'Type',
    parent: 'Parent',
    parentProductId: 'Parent product ID',
    merchant: 'Merchant',
    price: 'Price',
    stock: 'Stock',
    image: 'Image',
    adminDisabled: 'Admin disabled',
  },
  /** Product types, keyed by their wire values. */
  productTypes: {
    main: 'Main',
    variant: 'Variant',
  },
  /** The adminDisabled filter's choices, keyed by their wire values. */
  adminDisabledChoices: {
    true: 'Disabled',
    false: 'Enabled',
  },
  imageOf: (title: string) => `Image of ${title}`,
} as const;
