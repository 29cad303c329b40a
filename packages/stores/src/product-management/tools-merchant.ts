import { merchants } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { forgetOnLogout } from '../data/logout-reset.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';
import { openSection } from '../navigation/place.js';
import { typedRecordId } from '../rules/record-id.js';

/** The section of Product Management (its registry path). */
export const productManagementSection = '/product-management';

/** What the merchant id field holds, as typed. */
export const $toolsMerchantIdText = atom('');
/** The merchant id last fetched (lowercase, as ids travel); null before the first fetch. */
const $fetchedId = atom<string | null>(null);
/** The merchant the operator verified; the CSV tools are for this merchant only. */
const $verifiedId = atom<string | null>(null);

const merchant = createResource({
  key: $fetchedId,
  fetch: async (id: string) => (await api.call(merchants.byId, { params: { id } })).data,
  onError: (error) => showErrorDialog(messages.merchants.fetchFailed, error),
});

export interface ToolsMerchant {
  /**
   * The merchant fetched, while the field still names it: null until it arrives, when the fetch
   * failed, or once another id is typed (its card and tools must not pass for the new id's).
   */
  readonly merchant: merchants.Merchant | null;
  readonly loading: boolean;
  /** Whether the merchant may be verified (spec part 1 §4: it must be active). */
  readonly active: boolean;
  /** Whether the operator verified it: only then do the CSV tools show. */
  readonly verified: boolean;
}

/** Product Management's merchant: fetched by id, then verified (spec part 1 §4). */
export const $toolsMerchant = computed(
  [merchant.$state, $verifiedId, $toolsMerchantIdText],
  ({ data, loading }, verifiedId, text): ToolsMerchant => {
    const shown = data !== null && data.id === typedRecordId(text) ? data : null;
    return {
      merchant: shown,
      loading,
      active: shown?.status === 'active',
      verified: shown !== null && shown.id === verifiedId,
    };
  },
);

/**
 * The operator typed in the merchant id field. Another id than the verified merchant's takes
 * the verification back: the tools hide until the new merchant is fetched and verified, so an
 * upload never goes to a merchant the field no longer names.
 */
export function typeToolsMerchantId(text: string): void {
  $toolsMerchantIdText.set(text);
  if (typedRecordId(text) !== $verifiedId.get()) $verifiedId.set(null);
}

/** Fetches the merchant of a valid id (validateMerchantId first); a new fetch needs a new verification. */
export function fetchToolsMerchant(id: string): void {
  const normalised = typedRecordId(id);
  $toolsMerchantIdText.set(id);
  $verifiedId.set(null);
  if ($fetchedId.get() === normalised) void merchant.reload();
  else $fetchedId.set(normalised);
}

/** Opens Product Management for a merchant (a merchant row's "Product tools"), fetching it. */
export function openProductTools(merchantId: string): void {
  openSection(productManagementSection);
  fetchToolsMerchant(merchantId);
}

/** "Verify Merchant": only an active merchant fetched and shown can be verified. */
export function verifyToolsMerchant(): void {
  const { merchant: shown, active } = $toolsMerchant.get();
  if (shown === null || !active) return;
  $verifiedId.set(shown.id);
  showToast('success', messages.productManagement.verified);
}

// Logout forgets the merchant: the next operator starts from an empty form.
forgetOnLogout(() => {
  $toolsMerchantIdText.set('');
  $fetchedId.set(null);
  $verifiedId.set(null);
});
