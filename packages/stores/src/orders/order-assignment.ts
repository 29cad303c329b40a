import { orders } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import { $openOrder, reloadOrder } from './order-details.js';

/** One product of the order to give a merchant, and the merchants matched for it. */
export interface AssignableProduct {
  readonly productId: string;
  readonly title: string;
  readonly merchants: readonly { readonly merchantId: string; readonly storeName: string }[];
}

/** The Assign Merchants modal: the order, its products and the merchant chosen for each. */
export interface Assignment {
  readonly orderId: string;
  /** Null while the matching merchants load. */
  readonly products: readonly AssignableProduct[] | null;
  /** Merchant id by product id. */
  readonly chosen: Readonly<Record<string, string>>;
  readonly assigning: boolean;
}

/** The order whose Assign Merchants modal is open, and the operator's choices in it. */
const $dialog = atom<{ readonly orderId: string; readonly picked: Record<string, string> } | null>(
  null,
);

/** The merchants that can supply the order's products; a failure closes the modal. */
const matches = createResource({
  key: computed($dialog, (dialog) => dialog?.orderId ?? null),
  fetch: async (id: string) =>
    (await api.call(orders.findMerchants, { params: { id } })).possibleMerchants,
  onError: (error) => {
    $dialog.set(null);
    showErrorDialog(messages.orderAssignment.merchantsNotFound, error);
  },
});

/** The order's products (each once, in item order), each with the merchants matched for it. */
function assignableProducts(
  order: orders.Order,
  found: readonly orders.MerchantMatch[],
): AssignableProduct[] {
  const products = new Map<string, AssignableProduct>();
  for (const item of order.items) {
    if (item.productId === null || products.has(item.productId)) continue;
    const productId = item.productId;
    products.set(productId, {
      productId,
      title: item.product?.title ?? productId,
      merchants: found
        .filter((match) => match.matchedProducts.some((product) => product.id === productId))
        .map(({ merchantId, storeName }) => ({ merchantId, storeName })),
    });
  }
  return [...products.values()];
}

/** A product's current merchant starts chosen when it is still among its matches. */
function currentMerchants(order: orders.Order, products: readonly AssignableProduct[]) {
  const chosen: Record<string, string> = {};
  for (const item of order.items) {
    const product = products.find((p) => p.productId === item.productId);
    if (item.merchantId && product?.merchants.some((m) => m.merchantId === item.merchantId)) {
      chosen[product.productId] = item.merchantId;
    }
  }
  return chosen;
}

const assigning = createAction({
  run: (orderId: string, items: { productId: string; merchantId: string }[]) =>
    api.call(orders.assignMerchants, { params: { id: orderId }, body: { items } }),
  success: ({ message }) => message,
  get failure() {
    return messages.orderAssignment.failed;
  },
});

/** The open Assign Merchants modal, or null. */
export const $assignment = computed(
  [$dialog, matches.$state, $openOrder, assigning.$busy],
  (dialog, found, open, busy): Assignment | null => {
    if (!dialog) return null;
    const order = open?.order?.id === dialog.orderId ? open.order : null;
    const products =
      order && found.key === dialog.orderId && found.data
        ? assignableProducts(order, found.data)
        : null;
    const chosen = products ? { ...currentMerchants(order!, products), ...dialog.picked } : {};
    return { orderId: dialog.orderId, products, chosen, assigning: busy };
  },
);

/** How many products have a merchant, of how many; Assign is allowed only when all do. */
export const $assignmentProgress = computed($assignment, (assignment) => {
  const products = assignment?.products ?? [];
  const chosen = products.filter((product) => assignment?.chosen[product.productId]).length;
  return {
    chosen,
    total: products.length,
    complete: products.length > 0 && chosen === products.length,
  };
});

/** Opens the Assign Merchants modal for the open order; its matching merchants load. */
export function findOrderMerchants(orderId: string): void {
  $dialog.set({ orderId, picked: {} });
}

/** Picks the merchant of one product (each product has one). */
export function chooseMerchant(productId: string, merchantId: string): void {
  const dialog = $dialog.get();
  if (!dialog || assigning.$busy.get()) return;
  $dialog.set({ ...dialog, picked: { ...dialog.picked, [productId]: merchantId } });
}

export function closeAssignment(): void {
  if (!assigning.$busy.get()) $dialog.set(null);
}

/**
 * Sends the chosen merchants, all at once. Success: the server's message as a toast, the modal
 * closes and the order reloads to show them. A refusal (a cancelled order, a product without a
 * merchant) opens an error dialog with the server's text and keeps the modal.
 */
export async function assignOrderMerchants(): Promise<boolean> {
  const assignment = $assignment.get();
  if (!assignment || assignment.assigning || !$assignmentProgress.get().complete) return false;
  const items = (assignment.products ?? []).map(({ productId }) => ({
    productId,
    merchantId: assignment.chosen[productId]!,
  }));
  const assigned = await assigning.run(assignment.orderId, items);
  if (!assigned) return false;
  $dialog.set(null);
  if ($openOrder.get()?.order?.id === assignment.orderId) await reloadOrder();
  return true;
}
