import { Readable } from 'node:stream';
import { errorCodes, type ListKind, listCalls, listExports } from '@satchel/api';
import type { FastifyPluginAsync } from 'fastify';
import {
  attachmentOf,
  defaultExportLimits,
  type ExportLimits,
  exportFile,
  exportFileName,
  streamedFile,
} from '../exports/export-file.js';
import {
  EXPORT_EXPIRES_IN_SECONDS,
  EXPORT_QUEUE,
  type ExportJob,
  exportRunner,
} from '../exports/export-job.js';
import { type ExportQuery, matchingRows, rowFieldsOf } from '../exports/list-rows.js';
import { readStoredPart } from '../exports/read-stored-part.js';
import { API_BASE } from '../http/api-base.js';
import { refusal } from '../http/http-error.js';
import { registerCall } from '../http/register-call.js';
import {
  createListExport,
  exportPartQuery,
  findListExport,
  type ListExport,
} from '../repos/list-exports.js';

const CSV_TYPE = 'text/csv; charset=utf-8';
/**
 * A file's stream as bytes, not objects: an object stream would read 16 parts ahead of a slow
 * download (tens of megabytes held); this one reads the next part once the last is sent.
 */
const BYTES = { objectMode: false } as const;

export interface ExportRoutesOptions {
  readonly limits?: ExportLimits | undefined;
}

/** What a signed download link signs: no file key is spelt so, so no other link serves it. */
const signedKeyOf = (id: string) => `exports/${id}`;

const exportNotFound = () => refusal(404, errorCodes.exportNotFound);

/**
 * The exports' calls: export a list's matching rows (at once, or as a job on the queue), an
 * export's progress and link, and its file through that signed link.
 */
export const exportRoutes: FastifyPluginAsync<ExportRoutesOptions> = async (app, options) => {
  const { db, pool, fileLinks } = app;
  const limits = options.limits ?? defaultExportLimits;
  await app.jobs.define<ExportJob>(EXPORT_QUEUE, exportRunner(app, limits), {
    retryLimit: 20,
    expireInSeconds: EXPORT_EXPIRES_IN_SECONDS,
  });

  const statusOf = (found: ListExport): listExports.ExportStatus => ({
    id: found.id,
    list: found.list,
    state: found.state,
    rowsWritten: found.rowsWritten,
    total: found.total,
    fileName: found.fileName,
    ...(found.state === 'done' && {
      link: `${API_BASE}/exports/${found.id}/file?${fileLinks.signedQuery(signedKeyOf(found.id))}`,
    }),
  });

  registerCall(app, listExports.create, async ({ body, admin, reply }) => {
    const kind = body.list as ListKind;
    const list = app.lists.get(listCalls[kind]);
    if (!list) throw exportNotFound();
    const query = body.query as ExportQuery;
    // Checked before anything is read: a column the list's rows do not have is a 400.
    const file = exportFile(db, kind, query, body.columns, rowFieldsOf(list.envelope));
    const total = await matchingRows(db, list, query);
    const fileName = exportFileName(kind);
    if (total <= limits.streamRows) {
      return reply
        .type(CSV_TYPE)
        .header('content-disposition', attachmentOf(fileName))
        .send(Readable.from(streamedFile(pool, file), BYTES));
    }
    const created = await createListExport(db, {
      adminId: admin.id,
      list: kind,
      query,
      columns: body.columns,
      fileName,
      total,
    });
    await app.jobs.send<ExportJob>(EXPORT_QUEUE, { exportId: created.id });
    reply.code(202);
    return { data: statusOf(created) };
  });

  registerCall(app, listExports.status, async ({ params, admin }) => {
    const found = await findListExport(db, params.id);
    // Another operator's export is no business of this one: as if there were none.
    if (!found || found.adminId !== admin.id) throw exportNotFound();
    return { data: statusOf(found) };
  });

  registerCall(app, listExports.download, async ({ params, query, reply }) => {
    if (!fileLinks.isValid(signedKeyOf(params.id), query.expires, query.signature)) {
      throw refusal(403, errorCodes.exportLinkInvalid);
    }
    const found = await findListExport(db, params.id);
    if (found?.state !== 'done') throw exportNotFound();
    const { id, parts } = found;
    // A part at a time: the file may be hundreds of megabytes.
    async function* fileParts() {
      for (let part = 0; part < parts; part += 1) {
        const content = await readStoredPart(pool, exportPartQuery(db, id, part));
        if (!content) throw new Error(`Export ${id} lacks its part ${part}.`);
        yield content;
      }
    }
    return reply
      .type(CSV_TYPE)
      .header('content-length', found.bytes)
      .header('content-disposition', attachmentOf(found.fileName))
      .header('cache-control', 'private, no-store')
      .send(Readable.from(fileParts(), BYTES));
  });
};
