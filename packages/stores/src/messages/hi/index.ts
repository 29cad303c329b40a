import type { Catalogue } from '../catalogue.js';
import { account } from './account.js';
import { approvals } from './approvals.js';
import { banners } from './banners.js';
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
import { login, logout, session, twoStepLogin } from './session.js';
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
 * The Hindi catalogue: the English one's shape (../index.ts, ../elements.ts), typed by it so that
 * a text missing here, or one English lacks, fails the type check. Words are those operators use
 * at work; wire names, codes, ids and the brand stay as they are.
 */
export const catalogue: Catalogue = {
  messages: {
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
  },
  twoStepLogin,
  elements,
};
