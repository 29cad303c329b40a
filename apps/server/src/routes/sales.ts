import { sales, salesPeriodDays } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import { imageLink } from '../files/file-links.js';
import { registerCall } from '../http/register-call.js';
import {
  listSoldProducts,
  merchantSalesJson,
  merchantSalesPage,
  salesSummary,
} from '../repos/sales.js';
import { createSalesAnswers, freshSalesAnswers } from '../repos/sales-answers.js';
import { moveSalesWindows } from '../repos/sales-windows.js';

export interface SalesRoutesOptions {
  /** The clock periods end at: tests fix it so that "today" is a known day. */
  readonly now?: (() => Date) | undefined;
  /** Whether answers are kept while the figures hold (default true; benchmarks measure without). */
  readonly keepAnswers?: boolean | undefined;
}

/** Pages of sold products kept: every period's first pages with a few searches and filters. */
const KEPT_PRODUCT_PAGES = 500;
/** Merchant rows kept: every period's (some 100 KB each on a million orders). */
const KEPT_MERCHANT_ROWS = 12;
/**
 * How often the windows are moved onto the periods of the moment: a business day's first calls
 * within this time of its start are summed off the daily rollups (exact, only slower).
 */
const MOVE_WINDOWS_EVERY_MS = 5_000;

/** The Sales Management screen's calls (spec part 2 §7): summary, sold products, merchants. */
export const salesRoutes: FastifyPluginAsync<SalesRoutesOptions> = async (app, options) => {
  const { db, fileLinks } = app;
  const now = options.now ?? (() => new Date());
  const keep = options.keepAnswers ?? true;
  const productPages = keep
    ? createSalesAnswers<Awaited<ReturnType<typeof listSoldProducts>>>(db, KEPT_PRODUCT_PAGES)
    : freshSalesAnswers<Awaited<ReturnType<typeof listSoldProducts>>>();
  const merchantRows = keep
    ? createSalesAnswers<string>(db, KEPT_MERCHANT_ROWS)
    : freshSalesAnswers<string>();

  // On the primary (no request's read scope): every instance moves them; the first one each day
  // does the work and the others find them moved. One move at a time, the next one after a pause.
  let next: NodeJS.Timeout | undefined;
  let closed = false;
  const moveWindows = async () => {
    try {
      await moveSalesWindows(db, now());
    } catch (error) {
      app.log.error({ err: error }, 'moving the sales windows');
    }
    if (!closed) next = setTimeout(moveWindows, MOVE_WINDOWS_EVERY_MS);
  };
  app.addHook('onReady', moveWindows);
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(next);
  });

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

  registerCall(app, sales.merchantSalesRows, async ({ query }) => {
    const { period, q, orderBy, page = 1, limit = 10, sort = -1 } = query;
    const { rows, total = 0 } = await merchantSalesPage(db, salesPeriodDays(period, now()), {
      page,
      limit,
      sort,
      q,
      orderBy,
    });
    return { data: rows, total, totalPages: Math.ceil(total / limit) };
  });
};
