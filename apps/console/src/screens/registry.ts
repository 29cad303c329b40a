import type { Permission } from '@satchel/api';
import {
  allows,
  approvals,
  banners,
  categories,
  coupons,
  drivers,
  history,
  merchants,
  messages,
  orders,
  productManagement,
  products,
  users,
} from '@satchel/stores';
import { type ComponentType, lazy } from 'react';
import type { IconName } from '../components/icon/Icon.js';

/**
 * One screen of the shell: a new screen is one entry here (and its store and screen folders). A
 * list screen's path is its list object's section, written once, in the stores.
 */
export interface ScreenEntry {
  /** The content path, as the URL hash carries it (`/#/order-management`). */
  readonly path: string;
  /** Its sidebar label, and the placeholder's heading while it is not built. */
  readonly label: string;
  /** Its sidebar icon; entries without one are reachable by path only (Settings). */
  readonly icon?: IconName;
  /**
   * The letter that opens it after `g` (`g u`: Users), for every sidebar entry; unique among
   * them. The `?` list and the README show it.
   */
  readonly key?: string;
  /** The screen, loaded when first opened; a placeholder until it is built. */
  readonly Screen?: ComponentType;
  /** Starts loading the screen's code before it is first drawn. */
  readonly preload?: () => void;
  /**
   * The permissions of which the operator's role needs one to open it (issue 30); none: any
   * signed-in operator.
   */
  readonly needs?: readonly Permission[];
}

// Screens load when first opened, so the sign-in page and the shell never pay for them.
const screen = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Pick<ScreenEntry, 'Screen' | 'preload'> => {
  let loading: Promise<Record<Name, ComponentType>> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  return {
    Screen: lazy(async () => ({ default: (await start())[name] as ComponentType<object> })),
    preload: () => void start(),
  };
};

const labels = messages.sections;

/** Every screen, the sidebar's in the specification's order (part 1 §2). */
export const screens: readonly ScreenEntry[] = [
  {
    path: '/dashboard',
    label: labels.dashboard,
    icon: 'grid',
    key: 'd',
    ...screen(() => import('./dashboard/DashboardScreen.js'), 'DashboardScreen'),
  },
  {
    path: users.usersList.section,
    needs: ['users:read'],
    label: labels.users,
    icon: 'users',
    key: 'u',
    ...screen(() => import('./users/UsersScreen.js'), 'UsersScreen'),
  },
  {
    path: merchants.merchantsList.section,
    needs: ['merchants:read'],
    label: labels.merchants,
    icon: 'store',
    key: 'm',
    ...screen(() => import('./merchants/MerchantsScreen.js'), 'MerchantsScreen'),
  },
  {
    path: drivers.driversList.section,
    needs: ['drivers:read'],
    label: labels.delivery,
    icon: 'truck',
    key: 'v',
    ...screen(() => import('./drivers/DriversScreen.js'), 'DriversScreen'),
  },
  {
    path: productManagement.productManagementSection,
    needs: ['products:write'],
    label: labels.productManagement,
    icon: 'package',
    key: 'n',
    ...screen(
      () => import('./product-management/ProductManagementScreen.js'),
      'ProductManagementScreen',
    ),
  },
  {
    path: products.productsList.section,
    needs: ['products:read'],
    label: labels.products,
    icon: 'tag',
    key: 'p',
    ...screen(() => import('./products/ProductsScreen.js'), 'ProductsScreen'),
  },
  {
    path: categories.categoriesList.section,
    needs: ['categories:read'],
    label: labels.categories,
    icon: 'layers',
    key: 'c',
    ...screen(() => import('./categories/CategoriesScreen.js'), 'CategoriesScreen'),
  },
  {
    path: banners.bannersList.section,
    needs: ['banners:read'],
    label: labels.banners,
    icon: 'image',
    key: 'b',
    ...screen(() => import('./banners/BannersScreen.js'), 'BannersScreen'),
  },
  {
    path: coupons.couponsList.section,
    needs: ['coupons:read'],
    label: labels.coupon,
    icon: 'ticket',
    key: 'k',
    ...screen(() => import('./coupons/CouponsScreen.js'), 'CouponsScreen'),
  },
  {
    path: '/special-category',
    needs: ['schools:read', 'competitions:read'],
    label: labels.specialCategory,
    icon: 'star',
    key: 's',
    ...screen(() => import('./special-category/SpecialCategoryScreen.js'), 'SpecialCategoryScreen'),
  },
  {
    path: '/sales-track',
    needs: ['sales:read'],
    label: labels.salesTrack,
    icon: 'trend',
    key: 't',
    ...screen(() => import('./sales/SalesScreen.js'), 'SalesScreen'),
  },
  {
    path: orders.ordersList.section,
    needs: ['orders:read'],
    label: labels.orderManagement,
    icon: 'clipboard',
    key: 'o',
    ...screen(() => import('./orders/OrdersScreen.js'), 'OrdersScreen'),
  },
  {
    path: history.auditList.section,
    needs: ['audit:read'],
    label: labels.audit,
    icon: 'file-text',
    key: 'h',
    ...screen(() => import('./audit/AuditScreen.js'), 'AuditScreen'),
  },
  {
    path: approvals.approvalsSection,
    needs: ['settlements:read'],
    label: labels.approvals,
    icon: 'circle-check',
    key: 'a',
    ...screen(() => import('./approvals/ApprovalsScreen.js'), 'ApprovalsScreen'),
  },
  {
    path: '/settings',
    label: labels.settings,
    ...screen(() => import('./settings/SettingsScreen.js'), 'SettingsScreen'),
  },
  {
    // The operator's own account (issue 30): from the profile menu, for every operator.
    path: '/account',
    label: messages.account.title,
    ...screen(() => import('./account/AccountScreen.js'), 'AccountScreen'),
  },
];

/** The sidebar's entries: the screens with an icon. */
export const sidebarScreens = screens.filter((entry) => entry.icon !== undefined);

/** Whether `permissions` (null: a backend without roles) let the operator open `entry`. */
export const mayOpen = (entry: ScreenEntry, permissions: ReadonlySet<string> | null): boolean =>
  entry.needs === undefined || entry.needs.some((permission) => allows(permissions, permission));

/** The screen of a content path; undefined shows the in-shell 404. */
export const screenAt = (path: string): ScreenEntry | undefined =>
  screens.find((entry) => entry.path === path);

/** Starts loading the code of the screen at `path`, if it has one. */
export const preloadScreen = (path: string): void => screenAt(path)?.preload?.();
