import { useStore } from '@nanostores/react';
import type { merchants } from '@satchel/api';
import { $merchantDocuments, closeMerchantDocuments, messages } from '@satchel/stores';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { FormDialog } from '../../components/form/FormDialog.js';
import './MerchantDocumentsDialog.css';

const documentNames = Object.keys(
  messages.merchants.documents,
) as (keyof merchants.MerchantDocuments)[];

/** The merchant's four documents as pictures, each opening full size in a new tab. */
export function MerchantDocumentsDialog() {
  const shown = useStore($merchantDocuments);
  return (
    <FormDialog
      label={shown ? messages.merchants.documentsOf(shown.owner.storeName) : ''}
      open={shown !== null}
      onClose={closeMerchantDocuments}
      width="min(48rem, 92vw)"
    >
      {shown?.documents ? (
        <ul className="merchant-documents">
          {documentNames.map((name) => {
            // A link the server made: private documents carry a short-lived signature.
            const link = shown.documents?.[name] ?? null;
            const title = messages.merchants.documents[name];
            return (
              <li key={name} className="merchant-documents__item">
                <figure className="merchant-documents__figure">
                  {link ? (
                    <a
                      className="merchant-documents__link"
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={messages.merchants.openFullSize(title)}
                    >
                      <img
                        className="merchant-documents__image"
                        src={link}
                        alt={`${title}, ${shown.owner.storeName}`}
                      />
                    </a>
                  ) : (
                    <span className="merchant-documents__missing">
                      {messages.merchants.notUploaded}
                    </span>
                  )}
                  <figcaption className="merchant-documents__caption">{title}</figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="merchant-documents__loading" role="status" aria-label={messages.loading}>
          <SlSpinner aria-hidden="true" />
        </div>
      )}
    </FormDialog>
  );
}
