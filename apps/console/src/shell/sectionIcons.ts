import { iconPaths } from '../components/icon/paths.js';

/** The icon of each sidebar section, by path; a section without one shows its initials. */
export const sectionIcons: Readonly<Record<string, string>> = {
  '/dashboard': iconPaths.grid,
  '/users': iconPaths.users,
  '/merchants': iconPaths.store,
  '/delivery': iconPaths.truck,
  '/product-management': iconPaths.package,
  '/products': iconPaths.tag,
  '/categories': iconPaths.layers,
  '/banners': iconPaths.image,
  '/coupon': iconPaths.ticket,
  '/special-category': iconPaths.star,
  '/sales-track': iconPaths.trend,
  '/order-management': iconPaths.clipboard,
};
