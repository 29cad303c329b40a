import { sales } from '@satchel/api';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { $salesPeriod } from './sales-period.js';

/**
 * The period's figures that need no paging. A failed load shows nothing (the spec empties the
 * lists silently); a 401 has already ended the session in the client.
 */
const quietly = async <Data>(load: () => Promise<Data>, nothing: Data): Promise<Data> => {
  try {
    return await load();
  } catch {
    return nothing;
  }
};

/** Revenue and total orders of the chosen period; null until they arrive or when they fail. */
export const salesSummary = createResource({
  key: $salesPeriod,
  fetch: (period) =>
    quietly<sales.SalesSummary | null>(() => api.call(sales.revenue, { query: { period } }), null),
});
export const $salesSummary = salesSummary.$state;

/** The Merchant tab's rows for the chosen period. */
export const merchantSales = createResource({
  key: $salesPeriod,
  fetch: (period) =>
    quietly<sales.MerchantSalesRow[]>(
      async () => (await api.call(sales.merchantSalesTrack, { query: { period } })).data,
      [],
    ),
});
export const $merchantSales = merchantSales.$state;
