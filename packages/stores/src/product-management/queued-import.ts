import { ApiError, productCsv } from '@satchel/api';
import type { WritableAtom } from 'nanostores';
import { api } from '../client.js';
import { endedSession } from '../feedback/failures.js';
import { messages } from '../messages/index.js';

/** A large file's import on the server, as its upload's progress shows it. */
export type ImportProgress = productCsv.ImportStatus;

/** How often a queued import's progress is asked for (as an export's). */
export const IMPORT_POLL_MS = 2000;
/** Failed progress calls in a row after which the console stops following (about a minute). */
const MAX_POLL_FAILURES = 30;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The share of the file read, in whole percent. */
export const percentRead = ({ bytes, bytesRead }: ImportProgress): number =>
  bytes === 0 ? 100 : Math.floor((bytesRead / bytes) * 100);

/**
 * Follows an import the server queued (a large file) until it ends, its latest state in
 * `progress`. Resolves with what the file's upload answers when imported at once; throws
 * what that upload throws when the file is refused (its problems in `errors`), so the outcome
 * is reported as a small file's is. A failed import, or one no longer reported (the session
 * ended, the server gone for long), throws too.
 */
export async function followImport(
  id: string,
  progress: WritableAtom<ImportProgress | null>,
): Promise<productCsv.ProductCsvImport> {
  let failures = 0;
  for (;;) {
    await wait(IMPORT_POLL_MS);
    let status: ImportProgress;
    try {
      status = (await api.call(productCsv.importStatus, { params: { id } })).data;
      failures = 0;
    } catch (error) {
      failures += 1;
      if (endedSession(error) || failures >= MAX_POLL_FAILURES) throw error;
      continue;
    }
    progress.set(status);
    const { state, imported, refusal } = status;
    if (state === 'done' && imported)
      return { message: messages.productManagement.imported, data: imported };
    if (state === 'refused' && refusal) {
      throw new ApiError(400, refusal.message, {
        code: refusal.code,
        ...(refusal.values && { values: refusal.values }),
        ...(refusal.errors && { errors: refusal.errors }),
      });
    }
    if (state === 'failed') throw new ApiError(500, messages.productManagement.importFailed);
  }
}
