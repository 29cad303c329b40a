import { type SatDocument, SatDocumentViewer } from '@satchel/elements/react';
import { elementTexts, messages } from '@satchel/stores';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useMemo } from 'react';
import { FormDialog } from '../form/FormDialog.js';
import './DocumentsDialog.css';

interface DocumentsDialogProps<Name extends string> {
  readonly open: boolean;
  readonly label: string;
  /** Whose documents: their pictures' text alternatives name them. */
  readonly owner: string;
  /** Each document's label by its wire name, in the order they are shown. */
  readonly labels: Readonly<Record<Name, string>>;
  /** Links to the documents by wire name (null: not uploaded); null while they load. */
  readonly links: Readonly<Record<Name, string | null>> | null;
  readonly onClose: () => void;
}

/**
 * Someone's documents (a merchant's, a driver's) in a dialog: every document on
 * <sat-document-viewer>, each opening large and zoomable, a missing one said to be missing.
 */
export function DocumentsDialog<Name extends string>({
  open,
  label,
  owner,
  labels,
  links,
  onClose,
}: DocumentsDialogProps<Name>) {
  const documents = useMemo<SatDocument[] | null>(
    () =>
      links &&
      (Object.keys(labels) as Name[]).map((name) => ({
        id: name,
        label: labels[name],
        // A link the server made: private documents carry a short-lived signature.
        src: links[name] ?? null,
      })),
    [labels, links],
  );
  return (
    <FormDialog label={label} open={open} onClose={onClose} width="min(56rem, 94vw)">
      {documents ? (
        <SatDocumentViewer
          strings={elementTexts.documentViewer}
          documents={documents}
          owner={owner}
        />
      ) : (
        <div className="documents-dialog__loading" role="status" aria-label={messages.loading}>
          <SlSpinner aria-hidden="true" />
        </div>
      )}
    </FormDialog>
  );
}
