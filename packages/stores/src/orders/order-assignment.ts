import { orders } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { showErrorDialog } from '../dialog.js';
import { messages } from '../messages/index.js';
import { endedSession } from '../session-ended.js';
import { showToast } from '../toasts.js';
import { $openOrder, loadOrder } from './order-details.js';

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

/** The open Assign Merchants modal, or null. */
export const $assignment = atom<Assignment | null>(null);

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

/** The order's products (each once, in item order), each with the merchants matched for it. */
function assignableProducts(
  order: orders.Order,
  matches: readonly orders.MerchantMatch[],
): AssignableProduct[] {
  const products = new Map<string, AssignableProduct>();
  for (const item of order.items) {
    if (item.productId === null || products.has(item.productId)) continue;
    const productId = item.productId;
    products.set(productId, {
      productId,
      title: item.product?.title ?? productId,
      merchants: matches
        .filter((match) => match.matchedProducts.some((product) => product.id === productId))
        .map(({ merchantId, storeName }) => ({ merchantId, storeName })),
    });
  }
  return [...products.values()];
}

/**
 * Opens the Assign Merchants modal for the open order and loads the merchants that can supply
 * its products. A product's current merchant starts chosen when it is still among its matches.
 */
export async function findOrderMerchants(id: string): Promise<void> {
  $assignment.set({ orderId: id, products: null, chosen: {}, assigning: false });
  try {
    const { possibleMerchants } = await api.call(orders.findMerchants, { params: { id } });
    const order = $openOrder.get()?.order;
    if ($assignment.get()?.orderId !== id || !order) return;
    const products = assignableProducts(order, possibleMerchants);
    const chosen: Record<string, string> = {};
    for (const item of order.items) {
      const product = products.find((p) => p.productId === item.productId);
      if (item.merchantId && product?.merchants.some((m) => m.merchantId === item.merchantId)) {
        chosen[product.productId] = item.merchantId;
      }
    }
    $assignment.set({ orderId: id, products, chosen, assigning: false });
  } catch (error) {
    if ($assignment.get()?.orderId !== id) return;
    $assignment.set(null);
    if (!endedSession(error)) showErrorDialog(messages.orderAssignment.merchantsNotFound, error);
  }
}

/** Picks the merchant of one product (each product has one). */
export function chooseMerchant(productId: string, merchantId: string): void {
  const assignment = $assignment.get();
  if (!assignment || assignment.assigning) return;
  $assignment.set({ ...assignment, chosen: { ...assignment.chosen, [productId]: merchantId } });
}

export function closeAssignment(): void {
  if (!$assignment.get()?.assigning) $assignment.set(null);
}

/**
 * Sends the chosen merchants, all at once. Success: the server's message as a toast, the modal
 * closes and the order reloads to show them. A refusal (a cancelled order, a product without a
 * merchant) opens an error dialog with the server's text and keeps the modal.
 */
export async function assignOrderMerchants(): Promise<boolean> {
  const assignment = $assignment.get();
  if (!assignment || assignment.assigning || !$assignmentProgress.get().complete) return false;
  $assignment.set({ ...assignment, assigning: true });
  const items = (assignment.products ?? []).map(({ productId }) => ({
    productId,
    merchantId: assignment.chosen[productId]!,
  }));
  try {
    const { message } = await api.call(orders.assignMerchants, {
      params: { id: assignment.orderId },
      body: { items },
    });
    $assignment.set(null);
    showToast('success', message);
    if ($openOrder.get()?.id === assignment.orderId) await loadOrder(assignment.orderId);
    return true;
  } catch (error) {
    const current = $assignment.get();
    if (current) $assignment.set({ ...current, assigning: false });
    if (!endedSession(error)) showErrorDialog(messages.orderAssignment.failed, error);
    return false;
  }
}
