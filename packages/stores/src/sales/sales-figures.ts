import { sales } from '@satchel/api';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { quietly } from './quietly.js';
import { $salesPeriod } from './sales-period.js';

/** Revenue and total orders of the chosen period; null until they arrive or when they fail. */
export const salesSummary = createResource({
  key: $salesPeriod,
  fetch: (period) =>
    quietly<sales.SalesSummary | null>(() => api.call(sales.revenue, { query: { period } }), null),
});
export const $salesSummary = salesSummary.$state;
