import { ApiError, orders } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { showDialog, showErrorDialog } from '../dialog.js';
import { messages } from '../messages/index.js';
import { endedSession } from '../session-ended.js';

/** The order-details view: which order, the order once loaded, and whether it is loading. */
export interface OpenOrder {
  readonly id: string;
  readonly order: orders.Order | null;
  readonly loading: boolean;
}

/** The order shown in place of the list; null while the list shows. */
export const $openOrder = atom<OpenOrder | null>(null);

/** Closes the details view; the list underneath is as the operator left it. */
export function closeOrder(): void {
  $openOrder.set(null);
}

const isOpen = (id: string) => $openOrder.get()?.id === id;

/**
 * Loads (or reloads) the open order. An unknown order opens "Order details not found!", whose
 * closing closes the view (spec part 2 §8); any other failure "Order Fetching Failed", keeping
 * what the view shows.
 */
export async function loadOrder(id: string): Promise<void> {
  $openOrder.set({ id, order: $openOrder.get()?.order ?? null, loading: true });
  try {
    const { data } = await api.call(orders.details, { params: { id } });
    if (isOpen(id)) $openOrder.set({ id, order: data, loading: false });
  } catch (error) {
    if (!isOpen(id)) return;
    $openOrder.set({ ...$openOrder.get()!, loading: false });
    if (error instanceof ApiError && error.message === messages.orderDetails.notFound) {
      showDialog({
        type: 'error',
        title: messages.orderDetails.notFoundTitle,
        message: error.message,
        onClose: () => {
          if (isOpen(id)) closeOrder();
        },
      });
    } else if (!endedSession(error)) {
      showErrorDialog(messages.orderDetails.fetchFailed, error);
    }
  }
}

/** Opens the details view of an order (its id or order number) and loads it. */
export function openOrder(id: string): Promise<void> {
  $openOrder.set({ id, order: null, loading: true });
  return loadOrder(id);
}
