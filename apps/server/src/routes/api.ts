import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { BulkRunPace } from '../config.js';
import type { ExportLimits } from '../exports/export-file.js';
import { allowApiCallsFrom } from '../http/cors.js';
import { accountRoutes } from './account.js';
import { adminRoutes } from './admin.js';
import { approvalRoutes } from './approvals.js';
import { bannerRoutes } from './banners.js';
import { bulkRunRoutes } from './bulk-runs.js';
import { categoryRoutes } from './categories.js';
import { competitionRoutes } from './competitions.js';
import { couponRoutes } from './coupons.js';
import { dashboardRoutes } from './dashboard.js';
import { driverRoutes } from './drivers.js';
import { eventRoutes } from './events.js';
import { exportRoutes } from './exports.js';
import { historyRoutes } from './history.js';
import { merchantRoutes } from './merchants.js';
import { orderRoutes } from './orders.js';
import { type ProductCsvLimits, productCsvRoutes } from './product-csv.js';
import { productRoutes } from './products.js';
import { roleRoutes } from './roles.js';
import { salesRoutes } from './sales.js';
import { schoolRoutes } from './schools.js';
import { searchRoutes } from './search.js';
import { settingsRoutes } from './settings.js';
import { signInRuleRoutes } from './sign-in-rules.js';
import { teamRoutes } from './team.js';
import { userRoutes } from './users.js';
import { viewRoutes } from './views.js';

export interface ApiOptions {
  /** The origins whose pages may call the API (CORS_ORIGINS). */
  readonly corsOrigins: readonly string[];
  readonly tokenTtlHours: number;
  readonly productCsvLimits: ProductCsvLimits;
  /** When an export runs as a job, and its batches (tests lower them). */
  readonly exportLimits?: ExportLimits | undefined;
  /** The clock sales periods end at; tests fix it. */
  readonly now?: (() => Date) | undefined;
  /** Whether the sales calls keep their answers (on unless a benchmark measures without). */
  readonly keepSalesAnswers?: boolean | undefined;
  readonly bulkRunPace: BulkRunPace;
}

/**
 * Every call of the contract: one plugin per routes file, in a scope of their own (registered
 * under the API prefix), so that CORS applies to the API alone.
 */
const api: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  await allowApiCallsFrom(app, options.corsOrigins);
  app.decorate('lists', new Map());
  await app.register(adminRoutes, { tokenTtlHours: options.tokenTtlHours });
  await app.register(roleRoutes);
  await app.register(teamRoutes);
  await app.register(userRoutes);
  await app.register(bannerRoutes);
  await app.register(categoryRoutes);
  await app.register(competitionRoutes);
  await app.register(couponRoutes);
  await app.register(dashboardRoutes, { now: options.now });
  await app.register(driverRoutes);
  await app.register(eventRoutes);
  await app.register(historyRoutes);
  await app.register(merchantRoutes);
  await app.register(orderRoutes);
  await app.register(productCsvRoutes, { pool: app.pool, limits: options.productCsvLimits });
  await app.register(productRoutes);
  await app.register(salesRoutes, { now: options.now, keepAnswers: options.keepSalesAnswers });
  await app.register(schoolRoutes);
  await app.register(searchRoutes);
  await app.register(viewRoutes);
  await app.register(exportRoutes, { limits: options.exportLimits });
  await app.register(settingsRoutes);
  await app.register(approvalRoutes);
  // After the lists it acts on (app.lists).
  await app.register(bulkRunRoutes, { pace: options.bulkRunPace });
  await app.register(accountRoutes);
  await app.register(signInRuleRoutes);
};

export const apiPlugin = fp(api, {
  name: 'api',
  fastify: '5.x',
  // The OpenAPI document sees only the routes registered after it.
  dependencies: ['requests', 'docs', 'database', 'replicas', 'files', 'auth', 'jobs', 'events'],
  encapsulate: true,
});
