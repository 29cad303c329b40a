import { drivers } from '@satchel/api';
import { api } from '../client.js';
import { createDocumentsDialog } from '../data/documents-dialog.js';
import { messages } from '../messages/index.js';

const documents = createDocumentsDialog<drivers.Driver, drivers.DriverDocuments>({
  fetch: async (id) => (await api.call(drivers.documents, { params: { id } })).data,
  get failureTitle() {
    return messages.drivers.fetchFailed;
  },
});

/** The documents dialog: which driver, and their photo and documents once loaded. */
export const $driverDocuments = documents.$dialog;
export const { open: openDriverDocuments, close: closeDriverDocuments } = documents;
