import { login, logout, session, twoStepLogin } from '../session/messages.js';
import { account } from './account.js';
import { approvals } from './approvals.js';
import { banners } from './banners.js';
import type { Catalogue } from './catalogue.js';
import { categories } from './categories.js';
import { common } from './common.js';
import { competitions } from './competitions.js';
import { coupons } from './coupons.js';
import { dashboard } from './dashboard.js';
import { driverSettlement, drivers } from './drivers.js';
import { elements } from './elements.js';
import { errors } from './errors.js';
import { findAnything } from './find-anything.js';
import { history } from './history.js';
import { lists } from './lists.js';
import { earningReport, merchants, settlement } from './merchants.js';
import { orderAssignment, orderDetails, orders } from './orders.js';
import { productManagement } from './product-management.js';
import { products } from './products.js';
import { sales } from './sales.js';
import { schools } from './schools.js';
import { settings } from './settings.js';
import {
  notBuiltYet,
  notFound,
  sectionNotAllowed,
  sectionNotFound,
  sections,
  shell,
} from './shell.js';
import { shortcuts } from './shortcuts.js';
import { specialCategory } from './special-category.js';
import { successes } from './successes.js';
import { team } from './team.js';
import { users } from './users.js';

/**
 * The one English catalogue of user-facing texts, for the stores (toasts, dialogs, validation)
 * and the console alike; components never write texts themselves. Wording is the
 * specification's, word for word, except the misspellings design.md §6 corrects. Each screen's texts
 * are a file of their own here (users.ts, …), beside the shell's; a text two areas share lives
 * once, in common.ts. They live here, not in the screens' folders, so that every layer may read
 * the catalogue without importing a screen's folder.
 */
export const messages = {
  ...common,
  errors,
  successes,
  login,
  session,
  logout,
  shell,
  sections,
  notFound,
  notBuiltYet,
  sectionNotFound,
  sectionNotAllowed,
  shortcuts,
  findAnything,
  dashboard,
  lists,
  settings,
  team,
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
  history,
  approvals,
  account,
} as const;

/** The English catalogue as one object, the shape every other language's matches. */
export const catalogue: Catalogue = { messages, twoStepLogin, elements };
