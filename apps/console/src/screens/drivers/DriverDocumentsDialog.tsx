import { useStore } from '@nanostores/react';
import { drivers, messages } from '@satchel/stores';
import { DocumentsDialog } from '../../components/documents/DocumentsDialog.js';
import { driverName } from './driversTable.js';

/** The driver's photo and documents, each opening large and zoomable. */
export function DriverDocumentsDialog() {
  const shown = useStore(drivers.$driverDocuments);
  const name = shown ? driverName(shown.owner) : '';
  return (
    <DocumentsDialog
      open={shown !== null}
      label={shown ? messages.documentsOf(name) : ''}
      owner={name}
      labels={messages.drivers.documents}
      links={shown?.documents ?? null}
      onClose={drivers.closeDriverDocuments}
    />
  );
}
