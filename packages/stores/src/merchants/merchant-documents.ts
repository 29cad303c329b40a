import { merchants } from '@satchel/api';
import { atom, computed } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';

/** The merchant whose documents the dialog shows; null while closed. */
const $documentsOf = atom<merchants.Merchant | null>(null);

const documents = createResource({
  key: computed($documentsOf, (merchant) => merchant?.id ?? null),
  fetch: async (id: string) => (await api.call(merchants.documents, { params: { id } })).data,
  onError: (error) => {
    $documentsOf.set(null);
    showErrorDialog(messages.merchants.fetchFailed, error);
  },
});

/** The documents dialog: which merchant, and its documents once loaded. */
export const $merchantDocuments = computed(
  [$documentsOf, documents.$state],
  (merchant, { key, data }) =>
    merchant ? { merchant, documents: key === merchant.id ? data : null } : null,
);

export const openMerchantDocuments = (merchant: merchants.Merchant): void =>
  $documentsOf.set(merchant);

export const closeMerchantDocuments = (): void => $documentsOf.set(null);
