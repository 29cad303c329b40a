import { merchants } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';
import { typedRecordId } from '../rules/record-id.js';

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
  /** The merchant fetched, null until it arrives (or when the fetch failed). */
  readonly merchant: merchants.Merchant | null;
  readonly loading: boolean;
  /** Whether the merchant may be verified (spec part 1 §4: it must be active). */
  readonly active: boolean;
  /** Whether the operator verified it: only then do the CSV tools show. */
  readonly verified: boolean;
}

/** Product Management's merchant: fetched by id, then verified (spec part 1 §4). */
export const $toolsMerchant = computed(
  [merchant.$state, $verifiedId],
  ({ data, loading }, verifiedId): ToolsMerchant => ({
    merchant: data,
    loading,
    active: data?.status === 'active',
    verified: data !== null && data.id === verifiedId,
  }),
);

/** Fetches the merchant of a valid id (validateMerchantId first); a new fetch needs a new verification. */
export function fetchToolsMerchant(id: string): void {
  const normalised = typedRecordId(id);
  $verifiedId.set(null);
  if ($fetchedId.get() === normalised) void merchant.reload();
  else $fetchedId.set(normalised);
}

/** "Verify Merchant": only an active merchant fetched and shown can be verified. */
export function verifyToolsMerchant(): void {
  const { merchant: shown, active } = $toolsMerchant.get();
  if (shown === null || !active) return;
  $verifiedId.set(shown.id);
  showToast('success', messages.productManagement.verified);
}

/** Forgets the merchant (logout: the next operator starts from an empty form). */
export function forgetToolsMerchant(): void {
  $fetchedId.set(null);
  $verifiedId.set(null);
}
