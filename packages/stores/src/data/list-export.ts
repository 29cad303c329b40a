import { businessDay, isListKind, listExports, type ViewListKind } from '@satchel/api';
import { api } from '../client.js';
import { endedSession } from '../feedback/failures.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';
import { createAction } from './create-action.js';
import { $exports, type ExportProgress, showExportProgress } from './export-progress.js';
import type { ListParams } from './list-params.js';
import { downloadLink, saveTextFile } from './save-file.js';

/** One column of an exported file: a column the operator sees, its heading and its format. */
export type ExportColumn = listExports.ExportColumn;

/** How often a running export's progress is asked for. */
export const EXPORT_POLL_MS = 2000;
/** Failed progress calls in a row after which the console stops following (about a minute). */
const MAX_POLL_FAILURES = 30;

/** What the export sends of the applied query: the filters and sort, not the page. */
const exportQuery = ({ filters, sort }: ListParams) => ({ ...filters, sort });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Follows an export running as a job until it ends: its progress in `$exports`, then its file
 * downloaded with a toast (or a failure's toast). Stops when the operator dismisses it or
 * signs out, and after MAX_POLL_FAILURES failed calls in a row (the server gone for long).
 */
async function follow(id: string): Promise<void> {
  let failures = 0;
  for (;;) {
    await wait(EXPORT_POLL_MS);
    if (!$exports.get().some((shown) => shown.id === id)) return;
    let status: ExportProgress;
    try {
      status = (await api.call(listExports.status, { params: { id } })).data;
      failures = 0;
    } catch (error) {
      if (endedSession(error)) return;
      failures += 1;
      if (failures < MAX_POLL_FAILURES) continue;
      showToast('error', messages.lists.export.lost);
      return;
    }
    showExportProgress(status);
    if (status.state === 'failed') {
      showToast('error', messages.lists.export.failed);
      return;
    }
    if (status.state === 'done' && status.link) {
      downloadLink(status.link, status.fileName);
      showToast('success', messages.lists.export.ready(status.fileName));
      return;
    }
  }
}

/**
 * A finished export's file again (its link expires ten minutes after it was given, so a fresh
 * one is asked for).
 */
export const downloadExport = createAction({
  run: async (id: string) => {
    const { data } = await api.call(listExports.status, { params: { id } });
    showExportProgress(data);
    if (data.link) downloadLink(data.link, data.fileName);
  },
  get failure() {
    return messages.lists.export.failed;
  },
}).run;

/**
 * A list's Export (its list object's `export(columns)`): every row matching the applied query,
 * with `columns`. A small result comes back as the file and is saved at once; a large one runs
 * as a job on the server, followed in `$exports` until its file downloads.
 */
export const listExport = (list: ViewListKind, applied: () => ListParams) =>
  createAction({
    run: async (columns: readonly ExportColumn[]): Promise<string | undefined> => {
      // A view-only list (Sales Track's merchant rows) offers no Export.
      if (!isListKind(list)) throw new Error(`The list ${list} has no export.`);
      const answer = await api.call(listExports.create, {
        body: { list, query: exportQuery(applied()), columns: [...columns] },
      });
      if (typeof answer === 'string') {
        const fileName = `${list}-${businessDay()}.csv`;
        saveTextFile(fileName, answer);
        return messages.lists.export.downloaded(fileName);
      }
      showExportProgress(answer.data);
      showToast('info', messages.lists.export.started(answer.data.total));
      void follow(answer.data.id);
      return undefined;
    },
    success: (toast) => toast,
    get failure() {
      return messages.lists.export.failed;
    },
  });
