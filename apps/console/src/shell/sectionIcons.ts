import type { IconName } from '../components/icon/Icon.js';

/** The icon of each sidebar section, by path; a section without one shows its initials. */
export const sectionIcons: Readonly<Record<string, IconName>> = {
  '/dashboard': 'grid',
  '/users': 'users',
  '/merchants': 'store',
  '/delivery': 'truck',
  '/product-management': 'package',
  '/products': 'tag',
  '/categories': 'layers',
  '/banners': 'image',
  '/coupon': 'ticket',
  '/special-category': 'star',
  '/sales-track': 'trend',
  '/order-management': 'clipboard',
};
