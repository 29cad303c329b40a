import { atom, computed, type ReadableAtom } from 'nanostores';
import { showErrorDialog } from '../feedback/dialog.js';
import { createResource } from './create-resource.js';

/** The documents dialog while open: whose documents, and the documents once loaded. */
export interface DocumentsShown<Owner, Documents> {
  readonly owner: Owner;
  /** Null while loading. */
  readonly documents: Documents | null;
}

export interface DocumentsDialog<Owner, Documents> {
  readonly $dialog: ReadableAtom<DocumentsShown<Owner, Documents> | null>;
  open(owner: Owner): void;
  close(): void;
}

/**
 * A dialog showing one record's documents (a merchant's, a driver's): opening it fetches them;
 * a failure closes it and opens the error dialog `failureTitle`. An answer for a record whose
 * dialog was closed, or opened for another meanwhile, is never shown.
 */
export function createDocumentsDialog<Owner extends { readonly id: string }, Documents>(options: {
  readonly fetch: (id: string) => Promise<Documents>;
  readonly failureTitle: string;
}): DocumentsDialog<Owner, Documents> {
  const $owner = atom<Owner | null>(null);
  const documents = createResource({
    key: computed($owner, (owner) => owner?.id ?? null),
    fetch: options.fetch,
    onError: (error) => {
      $owner.set(null);
      showErrorDialog(options.failureTitle, error);
    },
  });
  return {
    $dialog: computed([$owner, documents.$state], (owner, { key, data }) =>
      owner ? { owner, documents: key === owner.id ? data : null } : null,
    ),
    open: (owner) => $owner.set(owner),
    close: () => $owner.set(null),
  };
}
