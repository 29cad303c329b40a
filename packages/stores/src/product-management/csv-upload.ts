import { ApiError, type CsvIssue, merchantCsvTypeOf, productCsv } from '@satchel/api';
import { atom, type ReadableAtom } from 'nanostores';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { forgetOnLogout } from '../data/logout-reset.js';
import { showDialog, showErrorDialog } from '../feedback/dialog.js';
import { refusalText } from '../feedback/failures.js';
import { messages } from '../messages/index.js';
import { problemInLanguage } from './problem-text.js';
import { followImport, type ImportProgress } from './queued-import.js';

/** Row and column problems the dialog lists; the rest are in the file's list. */
const listedInDialog = 10;

export interface CsvUpload<Args extends unknown[]> {
  /** True while the file is being sent and imported. */
  readonly $busy: ReadableAtom<boolean>;
  /**
   * Problems the server found in the file just sent (rows it could only check against the
   * database), for the file's list where they can be fixed; null when there are none.
   */
  readonly $issues: ReadableAtom<readonly CsvIssue[] | null>;
  /** A large file's import on the server while it runs (the upload stays busy); else null. */
  readonly $import: ReadableAtom<ImportProgress | null>;
  /** Sends the file; true when the server imported all of it. */
  send(...args: Args): Promise<boolean>;
  /** Forgets the server's problems (the file was changed, removed or checked again). */
  clearIssues(): void;
}

/** What an upload answers: the import's outcome, or a large file's import queued (202). */
type UploadAnswer = productCsv.ProductCsvImport | productCsv.ImportAnswer;

/**
 * An upload of a product CSV: "Bulk Operation successfully done", or "CSV Upload Fail" with the
 * server's message and its first row and column messages, all of them kept in `$issues`, each in
 * the installed language where the catalogue words it (problemInLanguage, refusalText). A
 * large file the server imports after the upload is followed to its end (its progress in
 * `$import`) and then reported the same way.
 */
function createCsvUpload<Args extends unknown[]>(
  post: (...args: Args) => Promise<UploadAnswer>,
): CsvUpload<Args> {
  const $issues = atom<readonly CsvIssue[] | null>(null);
  const $import = atom<ImportProgress | null>(null);
  forgetOnLogout(() => $import.set(null));
  const action = createAction({
    run: async (...args: Args) => {
      $issues.set(null);
      const answer = await post(...args);
      if ('message' in answer) return answer;
      $import.set(answer.data);
      try {
        return await followImport(answer.data.id, $import);
      } finally {
        $import.set(null);
      }
    },
    success: () => messages.productManagement.imported,
    failure: (error: unknown, ..._args: Args) => {
      if (!(error instanceof ApiError) || !error.errors?.length) {
        showErrorDialog(messages.productManagement.uploadFailed, error);
        return;
      }
      const problems = error.errors.map(problemInLanguage);
      $issues.set(problems);
      const listed = problems.slice(0, listedInDialog).map(messages.productManagement.issueLine);
      const more = problems.length - listed.length;
      showDialog({
        type: 'error',
        title: messages.productManagement.uploadFailed,
        // The server sends the total and how many it listed (the first 10,000 of more).
        message: refusalText(error),
        details: more > 0 ? [...listed, messages.productManagement.moreIssues(more)] : listed,
      });
    },
  });
  return {
    $busy: action.$busy,
    $issues,
    $import,
    send: action.run,
    clearIssues: () => $issues.set(null),
  };
}

/**
 * Product Management's upload: a merchant's new main products or variants, or its variant
 * updates, told apart by the header (spec part 1 §5).
 */
export const merchantCsvUpload = createCsvUpload(
  (merchantId: string, file: File, header: readonly string[]) =>
    api.call(
      merchantCsvTypeOf(header) === 'variant_update' ? productCsv.variantUpdate : productCsv.upload,
      { params: { merchantId }, file },
    ),
);

/** The Products screen's bulk assign: merchants become suppliers of existing products. */
export const assignCsvUpload = createCsvUpload((file: File) =>
  api.call(productCsv.assign, { file }),
);
