import { sales, salesPeriodDays } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { imageLink } from '../files/file-links.js';
import { registerCall } from '../http/register-call.js';
import { listSoldProducts, merchantSalesJson, salesSummary } from '../repos/sales.js';
import { createSalesAnswers } from '../repos/sales-answers.js';

export interface SalesRoutesOptions {
  /** The clock periods end at: tests fix it so that "today" is a known day. */
  readonly now?: () => Date;
}

/** Pages of sold products kept: every period's first pages with a few searches and filters. */
const KEPT_PRODUCT_PAGES = 500;
/** Merchant rows kept: every period's (some 100 KB each on a million orders). */
const KEPT_MERCHANT_ROWS = 12;

/** The Sales Management screen's calls (spec part 2 §7): summary, sold products, merchants. */
export const salesRoutes: FastifyPluginAsync<SalesRoutesOptions> = async (app, options) => {
  const { db, fileLinks } = app;
  const now = options.now ?? (() => new Date());
  const productPages = createSalesAnswers<Awaited<ReturnType<typeof listSoldProducts>>>(
    db,
    KEPT_PRODUCT_PAGES,
  );
  const merchantRows = createSalesAnswers<string>(db, KEPT_MERCHANT_ROWS);

  registerCall(app, sales.revenue, async ({ query }) => {
    const summary = await salesSummary(db, salesPeriodDays(query.period, now()));
    return { totalRevenue: Number(summary.revenue), totalOrders: summary.orders };
  });

  registerCall(app, sales.salesTrack, async ({ query }) => {
    const limit = query.limit ?? 10;
    const soldProductsQuery = {
      page: query.page ?? 1,
      limit,
      categoryId: query.filterByCategoryId,
      title: query.q,
      lowToHigh: query.soldCountSort === 'low-to-high',
      range: query.period && salesPeriodDays(query.period, now()),
    };
    const { products, total } = await productPages.get(JSON.stringify(soldProductsQuery), () =>
      listSoldProducts(db, soldProductsQuery),
    );
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
    const range = salesPeriodDays(query.period, now());
    const rows = await merchantRows.get(JSON.stringify(range), () => merchantSalesJson(db, range));
    // Already JSON, rendered by PostgreSQL in the contract's shape: sent as it is.
    return reply.type('application/json; charset=utf-8').send(`{"data":${rows}}`);
  });
};
