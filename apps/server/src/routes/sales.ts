import { sales, salesPeriodDays } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { imageLink } from '../files/file-links.js';
import { registerCall } from '../http/register-call.js';
import { listSoldProducts, merchantSalesJson, salesSummary } from '../repos/sales.js';

export interface SalesRoutesOptions {
  /** The clock periods end at: tests fix it so that "today" is a known day. */
  readonly now?: () => Date;
}

/** The Sales Management screen's calls (spec part 2 §7): summary, sold products, merchants. */
export const salesRoutes: FastifyPluginAsync<SalesRoutesOptions> = async (app, options) => {
  const { db, fileLinks } = app;
  const now = options.now ?? (() => new Date());

  registerCall(app, sales.revenue, async ({ query }) => {
    const summary = await salesSummary(db, salesPeriodDays(query.period, now()));
    return { totalRevenue: Number(summary.revenue), totalOrders: summary.orders };
  });

  registerCall(app, sales.salesTrack, async ({ query }) => {
    const limit = query.limit ?? 10;
    const { products, total } = await listSoldProducts(db, {
      page: query.page ?? 1,
      limit,
      categoryId: query.filterByCategoryId,
      title: query.q,
      lowToHigh: query.soldCountSort === 'low-to-high',
      range: query.period && salesPeriodDays(query.period, now()),
    });
    return {
      data: {
        products: products.map((product) => ({
          ...product,
          images: product.images.map((image) => imageLink(fileLinks, image)),
        })),
        totalPages: Math.ceil(total / limit),
      },
    };
  });

  registerCall(app, sales.merchantSalesTrack, async ({ query, reply }) => {
    const rows = await merchantSalesJson(db, salesPeriodDays(query.period, now()));
    // Already JSON, rendered by PostgreSQL in the contract's shape: sent as it is.
    return reply.type('application/json; charset=utf-8').send(`{"data":${rows}}`);
  });
};
