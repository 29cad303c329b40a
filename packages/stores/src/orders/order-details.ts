import { errorCodes, orders } from '@satchel/api';
import { computed, onMount } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { watchChanges } from '../data/live-changes.js';
import { showDialog, showErrorDialog } from '../feedback/dialog.js';
import { isRefusal } from '../feedback/failures.js';
import { messages } from '../messages/index.js';
import { $place, goTo, type Place, placeHash } from '../navigation/place.js';
import { ordersList } from './orders-list.js';

/** The order-details view: which order, the order once loaded, and whether it is loading. */
export interface OpenOrder {
  readonly id: string;
  readonly order: orders.Order | null;
  readonly loading: boolean;
}

/** The order open in place of the list: the URL's open record in Order Management. */
const $openOrderId = computed($place, (place) =>
  place.section === ordersList.section ? place.open : null,
);

/** An unknown order: our server's not-found code, or the existing backend's text. */
const unknownOrder = () => ({ code: errorCodes.notFound, message: messages.orderDetails.notFound });

/**
 * The open order. An unknown order opens "Order details not found!", whose closing closes the
 * view (spec part 2 §8); any other failure "Order Fetching Failed", keeping what the view shows.
 */
const orderDetails = createResource({
  key: $openOrderId,
  fetch: async (id: string) => (await api.call(orders.details, { params: { id } })).data,
  onError: (error, id) => {
    if (!isRefusal(error, unknownOrder())) {
      showErrorDialog(messages.orderDetails.fetchFailed, error);
      return;
    }
    showDialog({
      type: 'error',
      title: messages.orderDetails.notFoundTitle,
      message: messages.orderDetails.notFound,
      onClose: () => {
        if ($openOrderId.get() === id) closeOrder();
      },
    });
  },
});

/** The order shown in place of the list; null while the list shows. */
export const $openOrder = computed(
  [$openOrderId, orderDetails.$state],
  (id, { key, data, loading }): OpenOrder | null =>
    id === null ? null : { id, order: key === id ? data : null, loading: key !== id || loading },
);

// Someone else changed the open order (its status, an item, a driver): it shows the change.
onMount($openOrder, () =>
  watchChanges({
    kind: 'orders',
    onChange: (notice) => {
      const id = $openOrderId.get();
      if (id !== null && (notice.action === 'many' || notice.id === id)) void orderDetails.reload();
    },
    onReset: () => {
      if ($openOrderId.get() !== null) void orderDetails.reload();
    },
  }),
);

/** Where an order is: the orders list as it stands, with that order open over it. */
const placeOfOrder = (id: string): Place => ({
  ...$place.get(),
  section: ordersList.section,
  open: id,
});

/** The address of an order's details: its link in the table (a new tab, a copied address). */
export const orderHref = (id: string): string => placeHash(placeOfOrder(id));

/** Opens the details view of an order (its id or order number), as a step Back undoes. */
export function openOrder(id: string): void {
  goTo(placeOfOrder(id));
}

/** Closes the details view; the list underneath is as the operator left it. */
export function closeOrder(): void {
  if ($place.get().open !== null) goTo({ ...$place.get(), open: null });
}

/** Loads the open order again (Try again, and after a change to it). */
export const reloadOrder = (): Promise<void> => orderDetails.reload();
