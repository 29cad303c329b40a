import { type ListKind, listCalls } from '@satchel/api';
import type { FastifyInstance } from 'fastify';
import { csvLines } from '../http/csv.js';
import type { JobRun } from '../plugins/jobs.js';
import { findListExport, finishListExport, writeExportPart } from '../repos/list-exports.js';
import { exportLayout } from './export-columns.js';
import type { ExportLimits, StoredExport } from './export-file.js';
import { type ExportQuery, readRowBatch, rowFieldsOf } from './list-rows.js';

export const EXPORT_QUEUE = 'list-export';

export interface ExportJob {
  readonly exportId: string;
}

/**
 * How long one run works before it hands the rest to a new job: well inside the queue's expiry
 * (120 s), after which a run counts as lost (its instance killed) and another starts.
 */
const SLICE_MS = 60_000;

/**
 * Runs an export's job: writes its file a part at a time (`batchRows` rows each), each part with
 * the export's progress in one transaction, from where the export's record says it got. A run
 * stopped with its instance throws, and the job's next run, on any instance, resumes there; a
 * second run of the same job (a lost run that was not lost) finds the part already written and
 * stops. The export is `done` only once its last part is written: never a half file offered as
 * whole. Any other failure (the row it went on from was deleted meanwhile, a lost database)
 * marks the export failed, with no half file either: the operator exports again.
 */
export const exportRunner =
  (app: FastifyInstance, { batchRows }: ExportLimits) =>
  async ({ data: { exportId }, signal }: JobRun<ExportJob>): Promise<void> => {
    const { db } = app;
    const found = await findListExport(db, exportId);
    if (found?.state !== 'running') return;
    const stored = found as typeof found & StoredExport;
    const list = app.lists.get(listCalls[stored.list as ListKind]);
    try {
      if (!list) throw new Error(`No list is registered as ${stored.list}.`);
      const layout = exportLayout(stored.columns, rowFieldsOf(list.envelope));
      let part = found.parts;
      let after = found.lastId ?? undefined;
      if (part === 0) {
        const header = { part, content: csvLines([layout.headings]), rows: 0, lastId: null };
        if (!(await writeExportPart(db, exportId, header))) return;
        part += 1;
      }
      const started = Date.now();
      for (;;) {
        if (signal.aborted)
          throw new Error(`Export ${exportId} stopped at part ${part}; it resumes.`);
        if (Date.now() - started > SLICE_MS) {
          await app.jobs.send<ExportJob>(EXPORT_QUEUE, { exportId });
          return;
        }
        const batch = await readRowBatch(db, list, stored.query as ExportQuery, after, batchRows);
        if (batch.rows.length > 0) {
          const content = csvLines(batch.rows.map(layout.cellsOf));
          const written = { part, content, rows: batch.rows.length, lastId: batch.lastId ?? null };
          if (!(await writeExportPart(db, exportId, written))) return;
          part += 1;
          after = batch.lastId;
        }
        if (batch.rows.length < batchRows || after === undefined) {
          await finishListExport(db, exportId, 'done');
          return;
        }
      }
    } catch (error) {
      if (signal.aborted) throw error;
      app.log.error({ err: error, exportId }, 'export failed');
      await finishListExport(db, exportId, 'failed');
    }
  };
