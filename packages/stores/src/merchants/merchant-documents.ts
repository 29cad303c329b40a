import { merchants } from '@satchel/api';
import { api } from '../client.js';
import { createDocumentsDialog } from '../data/documents-dialog.js';
import { messages } from '../messages/index.js';

const documents = createDocumentsDialog<merchants.Merchant, merchants.MerchantDocuments>({
  fetch: async (id) => (await api.call(merchants.documents, { params: { id } })).data,
  get failureTitle() {
    return messages.merchants.fetchFailed;
  },
});

/** The documents dialog: which merchant, and its documents once loaded. */
export const $merchantDocuments = documents.$dialog;
export const { open: openMerchantDocuments, close: closeMerchantDocuments } = documents;
