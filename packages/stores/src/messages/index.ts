import { banners } from '../banners/messages.js';
import { categories } from '../categories/messages.js';
import { competitions } from '../competitions/messages.js';
import { coupons } from '../coupons/messages.js';
import { driverSettlement, drivers } from '../drivers/messages.js';
import { earningReport, merchants, settlement } from '../merchants/messages.js';
import { orderAssignment, orderDetails, orders } from '../orders/messages.js';
import { productManagement } from '../product-management/messages.js';
import { products } from '../products/messages.js';
import { sales } from '../sales/messages.js';
import { schools } from '../schools/messages.js';
import { login, logout, session } from '../session/messages.js';
import { specialCategory } from '../special-category/messages.js';
import { users } from '../users/messages.js';
import { common } from './common.js';
import { dashboard } from './dashboard.js';
import { settings } from './settings.js';
import { notBuiltYet, notFound, sectionNotFound, sections, shell } from './shell.js';

/**
 * The one English catalogue of user-facing texts, for the stores (toasts, dialogs, validation)
 * and the console alike; components never write texts themselves. Wording is the
 * specification's, word for word, except the misspellings design.md §6 corrects. Each screen keeps
 * its texts in its own folder (users/messages.ts, …), the shell's are here; a text two areas share lives once, in common.ts.
 */
export const messages = {
  ...common,
  login,
  session,
  logout,
  shell,
  sections,
  notFound,
  notBuiltYet,
  sectionNotFound,
  dashboard,
  settings,
  users,
  coupons,
  merchants,
  earningReport,
  settlement,
  drivers,
  driverSettlement,
  productManagement,
  orders,
  orderDetails,
  orderAssignment,
  products,
  banners,
  categories,
  specialCategory,
  sales,
  schools,
  competitions,
} as const;
