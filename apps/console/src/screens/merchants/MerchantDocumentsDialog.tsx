import { useStore } from '@nanostores/react';
import { merchants, messages } from '@satchel/stores';
import { DocumentsDialog } from '../../components/documents/DocumentsDialog.js';

/** The merchant's four documents, each opening large and zoomable. */
export function MerchantDocumentsDialog() {
  const shown = useStore(merchants.$merchantDocuments);
  const storeName = shown?.owner.storeName ?? '';
  return (
    <DocumentsDialog
      open={shown !== null}
      label={shown ? messages.documentsOf(storeName) : ''}
      owner={storeName}
      labels={messages.merchants.documents}
      links={shown?.documents ?? null}
      onClose={merchants.closeMerchantDocuments}
    />
  );
}
