import { competitionMessages } from '@satchel/api';

/** Texts of the Management screen's Competition tab (spec part 2 §2, §8). */
export const competitions = {
  search: 'Search competitions',
  searchPlaceholder: 'Search by name',
  add: 'Add Competition',
  list: 'Competitions',
  /** What the backend answers for no match: read as an empty list (spec part 2 §8). */
  empty: 'No competitions found',
  loadMore: 'Load more competitions',
  loading: 'Loading…',
  fetchFailed: 'Competition fetching Failed',
  productsFetchFailed: 'Product fetching Failed',
  /** The title of create, edit, delete and dissociate failures (spec part 2 §8). */
  onboardingFailed: 'Competition Onboarding Failed',
  productOperationFailed: 'Product Operation Failed',
  associated: 'Product Associated Successfully!',
  dissociated: 'Product Dissociated Successfully!',
  /** Row actions. */
  addProduct: 'Add product',
  removeProduct: 'Remove product',
  edit: 'Edit',
  delete: 'Delete',
  showProducts: 'Show products',
  hideProducts: 'Hide products',
  /** A competition's products (spec part 2 §2). */
  products: (name: string) => `Products of ${name}`,
  loadMoreProducts: 'Load More Products',
  noProducts: 'No products in this competition',
  allProducts: 'All products shown',
  noImage: 'No image',
  productImage: (title: string) => `Picture of ${title}`,
  productId: (id: string) => `ID ${id}`,
  /** The onboard/edit modal. */
  onboard: 'Onboard Competition',
  editTitle: 'Edit Competition',
  save: 'Save',
  fields: {
    competitionName: 'Name',
    logo: 'Logo',
    status: 'Status',
    productIds: 'Product IDs',
  },
  logoHint: 'A web link (https://…) or a stored image (/files/…)',
  statuses: { active: 'Active', inactive: 'Inactive' },
  logoOf: (name: string) => `Logo of ${name}`,
  /** The associate and dissociate modals. */
  associateTitle: (name: string) => `Associate products with ${name}`,
  dissociateTitle: (name: string) => `Dissociate products from ${name}`,
  productIdsHint: 'Product IDs separated by commas',
  associate: 'Associate',
  dissociate: 'Dissociate',
  rules: competitionMessages,
} as const;
