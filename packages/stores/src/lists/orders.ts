import { orders } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { messages } from '../messages/index.js';
import { endedSession } from '../session-ended.js';
import { createListStore } from './create-list-store.js';
import { fetchList } from './fetch-list.js';
import { baseListParams } from './list-params.js';

/** A value of the status filter: one order status, or every order. */
export type OrderStatusFilter = 'all' | orders.OrderStatus;

/** The Order Management table (spec part 1 §2, §4): newest first. */
export const ordersList = createListStore<orders.OrderRow>({
  fetchPage: fetchList(orders.list, orders.orderList),
  failureTitle: messages.orders.fetchFailed,
  emptyMessage: messages.orders.empty,
  baseParams: baseListParams(-1),
});

/** The status filter buttons, in the spec's order (part 1 §4). */
export const orderStatusFilters: readonly { label: string; value: OrderStatusFilter }[] = (
  ['all', ...orders.orderStatuses] as const
).map((value) => ({ label: messages.orders.statuses[value], value }));

/** The status the list is asked for (its stored filter); `all` when none is chosen. */
export const chosenOrderStatus = (): OrderStatusFilter =>
  (ordersList.$list.get().params.filters.status as OrderStatusFilter | undefined) ?? 'all';

/** The two charts' data: one entry per day of the last 30, ascending. */
export interface OrderCharts {
  readonly status: OrderStatusFilter;
  readonly days: readonly orders.DailyTotal[];
  readonly loading: boolean;
}

export const $orderCharts = atom<OrderCharts>({ status: 'all', days: [], loading: false });

/** How many days the charts cover. */
export const orderChartDays = 30;

let latestCharts = 0;

/**
 * Loads the daily totals of every order with that status over the last 30 days (the server's
 * aggregate, not the page's rows). A failure leaves the charts empty and is only logged: the
 * list beside them reports the problem the operator can act on.
 */
export async function loadOrderCharts(status: OrderStatusFilter): Promise<void> {
  const ticket = ++latestCharts;
  $orderCharts.set({ ...$orderCharts.get(), status, loading: true });
  try {
    const { data } = await api.call(orders.dailyTotals, {
      query: { status, days: orderChartDays },
    });
    if (ticket === latestCharts) $orderCharts.set({ status, days: data.days, loading: false });
  } catch (error) {
    if (ticket !== latestCharts) return;
    if (!endedSession(error)) {
      console.error('Order charts failed to load', error);
    }
    $orderCharts.set({ status, days: [], loading: false });
  }
}

/** A status button: the list reloads with it, keeping page, size and sort; the charts follow. */
export async function chooseOrderStatus(status: OrderStatusFilter): Promise<void> {
  await Promise.all([ordersList.setFilter('status', status), loadOrderCharts(status)]);
}

/** Refresh: the list with its stored query, and the charts of its status. */
export async function refreshOrders(): Promise<void> {
  await Promise.all([ordersList.load(), loadOrderCharts(chosenOrderStatus())]);
}

/** Reset filters: the list back to its base query (every status), and the charts with it. */
export async function resetOrderFilters(): Promise<void> {
  await Promise.all([ordersList.resetFilters(), loadOrderCharts('all')]);
}
