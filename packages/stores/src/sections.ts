import { messages } from './messages/index.js';

/** One content path of the shell and the label it goes by. */
export interface Section {
  readonly label: string;
  readonly path: string;
}

const labels = messages.sections;

/** The sidebar's entries, in the specification's order (part 1 §2). */
export const sidebarSections: readonly Section[] = [
  { label: labels.dashboard, path: '/dashboard' },
  { label: labels.users, path: '/users' },
  { label: labels.merchants, path: '/merchants' },
  { label: labels.delivery, path: '/delivery' },
  { label: labels.productManagement, path: '/product-management' },
  { label: labels.products, path: '/products' },
  { label: labels.categories, path: '/categories' },
  { label: labels.banners, path: '/banners' },
  { label: labels.coupon, path: '/coupon' },
  { label: labels.specialCategory, path: '/special-category' },
  { label: labels.salesTrack, path: '/sales-track' },
  { label: labels.orderManagement, path: '/order-management' },
];

/** Every path the content map knows: the sidebar's and /settings, which has no entry. */
export const knownSections: readonly Section[] = [
  ...sidebarSections,
  { label: labels.settings, path: '/settings' },
];
