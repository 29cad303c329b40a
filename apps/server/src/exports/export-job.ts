import { listCalls } from '@satchel/api';
import type { FastifyInstance } from 'fastify';
import type { JobRun } from '../plugins/jobs.js';
import {
  claimListExport,
  type ExportRun,
  finishListExport,
  writeExportPart,
} from '../repos/list-exports.js';
import { copyOut } from './copy-out.js';
import { type ExportLimits, exportFile, type StoredExport } from './export-file.js';
import { writeRowsInParts } from './export-parts.js';
import { rowFieldsOf } from './list-rows.js';

export const EXPORT_QUEUE = 'list-export';

export interface ExportJob {
  readonly exportId: string;
}

/**
 * How long one run of an export may take before the queue counts its instance lost and runs it
 * again: a million orders take seconds, so half an hour leaves room for a busy server's largest
 * list. An instance that stops (a restart) ends its run at once and the job runs again then.
 */
export const EXPORT_EXPIRES_IN_SECONDS = 30 * 60;

/**
 * Runs an export's job: claims the export (its file starts afresh), then streams the list's
 * rows from one COPY into the file's parts (`writeRowsInParts`), each part with the export's
 * progress in one transaction. A run stopped with its instance throws, and the job runs again,
 * on any instance, from the start; a run that finds the export claimed by a later one stops. The
 * export is `done` only once its last part is written, never a half file offered as whole; any
 * other failure (a lost database) marks it failed: the operator exports again.
 */
export const exportRunner =
  (app: FastifyInstance, { partBytes }: ExportLimits) =>
  async ({ data: { exportId }, signal }: JobRun<ExportJob>): Promise<void> => {
    const { db } = app;
    const claimed = await claimListExport(db, exportId);
    if (!claimed) return;
    const at: ExportRun = { id: exportId, run: claimed.run };
    const stored = claimed as typeof claimed & StoredExport;
    try {
      const list = app.lists.get(listCalls[stored.list]);
      if (!list) throw new Error(`No list is registered as ${stored.list}.`);
      const file = exportFile(
        db,
        stored.list,
        stored.query,
        stored.columns,
        rowFieldsOf(list.envelope),
      );
      if (!(await writeExportPart(db, at, file.header, 0))) return;
      // The rows from a replica that has them all (plugins/replicas.ts), the file's parts to the primary.
      const rows = await copyOut(await app.replicas.jobPool(), file.statement);
      const stop = () => rows.destroy(new Error(`Export ${exportId} stopped; it runs again.`));
      signal.addEventListener('abort', stop, { once: true });
      try {
        if (!(await writeRowsInParts(db, at, rows, partBytes))) return;
      } finally {
        signal.removeEventListener('abort', stop);
        rows.destroy();
      }
      await finishListExport(db, at, 'done');
    } catch (error) {
      if (signal.aborted) throw error;
      app.log.error({ err: error, exportId }, 'export failed');
      await finishListExport(db, at, 'failed');
    }
  };
