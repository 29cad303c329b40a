/** Texts of the shell around the screens: top bar, sidebar sections, unknown pages and sections. */
export const shell = {
  title: 'Dashboard',
  sidebar: 'Sidebar',
  toggleSidebar: 'Toggle sidebar',
  /** The top bar's button that opens the sidebar as a drawer on narrow screens. */
  menu: 'Menu',
  profile: 'Profile',
  catalogue: 'Element catalogue',
  logout: 'Logout',
  /** The profile menu's choice that Previous and Next load their page without Apply Changes. */
  loadPagesAtOnce: 'Load pages at once',
  preferencesFailed: 'Saving Preferences Failed',
  /** The profile menu's group of themes: the system's choice, or one forced. */
  theme: 'Theme',
  themes: { system: 'System', light: 'Light', dark: 'Dark' },
  /** The profile menu's group of languages, each named in itself (catalogue.ts languageNames). */
  language: 'Language',
} as const;

export const sections = {
  dashboard: 'Dashboard',
  users: 'Users',
  merchants: 'Merchants',
  delivery: 'Delivery Boys',
  productManagement: 'Product Management',
  products: 'Products',
  categories: 'Categories',
  banners: 'Banners',
  coupon: 'Coupon Management',
  specialCategory: 'Special Category',
  salesTrack: 'Sales Track',
  orderManagement: 'Order Management',
  settings: 'Settings',
  audit: 'Audit',
  approvals: 'Approvals',
} as const;

export const notFound = {
  code: '404',
  title: 'Page Not Found',
  message: "Oops! The page you're looking for doesn't exist.",
  home: 'Go to Home',
} as const;

export const notBuiltYet = 'This section is not built yet.';

export const sectionNotFound = '404 - Page not found';

/** A section the operator's role does not allow (issue 30), opened by a link or by hand. */
export const sectionNotAllowed = {
  title: 'Not allowed',
  message: (role: string | undefined) =>
    `Your role${role ? ` (${role})` : ''} does not allow this section. An Administrator can change your role.`,
} as const;
