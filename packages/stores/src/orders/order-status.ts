import { orders } from '@satchel/api';
import { computed } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { messages } from '../messages/index.js';
import { ordersList } from './orders-list.js';

/** A value of the status filter: one order status, or every order. */
export type OrderStatusFilter = 'all' | orders.OrderStatus;

/** The status filter buttons, in the spec's order (part 1 §4), in the installed language. */
export const orderStatusFilters = (): readonly { label: string; value: OrderStatusFilter }[] =>
  (['all', ...orders.orderStatuses] as const).map((value) => ({
    label: messages.orders.statuses[value],
    value,
  }));

/** The status the list is asked for (its stored filter); `all` when none is chosen. */
export const $chosenOrderStatus = computed(
  ordersList.$list,
  ({ params }) => (params.filters.status as OrderStatusFilter | undefined) ?? 'all',
);

/** How many days the charts cover. */
export const orderChartDays = 30;

/**
 * The daily totals of every order with the chosen status over the last 30 days (the server's
 * aggregate, not the page's rows). A failure leaves the charts empty and is only logged: the
 * list beside them reports the problem the operator can act on.
 */
const orderCharts = createResource({
  key: $chosenOrderStatus,
  fetch: async (status: OrderStatusFilter) =>
    (await api.call(orders.dailyTotals, { query: { status, days: orderChartDays } })).data.days,
  onError: (error) => console.error('Order charts failed to load', error),
});

/** The two charts' data: one entry per day of the last 30, ascending. */
export const $orderCharts = computed(orderCharts.$state, ({ key, data, loading }) => ({
  status: key ?? 'all',
  days: data ?? [],
  loading,
}));

/** A status button: the list reloads with it, keeping page, size and sort; the charts follow. */
export const chooseOrderStatus = (status: OrderStatusFilter): Promise<void> =>
  ordersList.setFilter('status', status);

/** Refresh: the list with its stored query, and the charts of its status. */
export async function refreshOrders(): Promise<void> {
  await Promise.all([ordersList.reload(), orderCharts.reload()]);
}
