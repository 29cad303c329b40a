import { setTimeout as sleep } from 'node:timers/promises';
import { bulkRuns, errorCodes } from '@satchel/api';
import { coupons } from '@satchel/db/schema';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { BulkRunPace } from '../config.js';
import { retryingDeadlocks } from '../db/deadlock-retry.js';
import { HttpError, refusal } from '../http/http-error.js';
import { keyedWrite } from '../http/keyed-write.js';
import { registerCall } from '../http/register-call.js';
import { paramOf } from '../repos/bulk-actions.js';
import {
  type BulkRunReport,
  cancelRequested,
  createRun,
  failRun,
  findRun,
  fixRows,
  isFinished,
  lockRun,
  previewChange,
  reportOf,
  requestCancel,
  runBatch,
} from '../repos/bulk-runs.js';
import { findById } from '../repos/by-id.js';
import type { Db } from '../repos/db.js';
import { couponNotFound } from './coupons.js';
import { isoTime, isoTimeOrNull } from './wire-time.js';

/** The job queue's name for bulk runs; a job's data names its run, which holds its progress. */
const QUEUE = 'bulk-run';
/** How often a pause between batches looks whether the run was cancelled. */
const CANCEL_LOOK_MS = 200;
/** How long a job waits for the transaction that sent it to commit. */
const COMMIT_WAIT_MS = 10_000;

const runOnWire = ({ run, skippedRows, revertedByRunId }: BulkRunReport): bulkRuns.BulkRun => ({
  id: run.id,
  action: run.action,
  state: run.state,
  total: run.total,
  done: run.done,
  changed: run.changed,
  skipped: run.skipped,
  skippedRows,
  revertsRunId: run.revertsRunId,
  revertedByRunId,
  createdAt: isoTime(run.createdAt),
  finishedAt: isoTimeOrNull(run.finishedAt),
});

const runNotFound = () => refusal(404, errorCodes.bulkNotFound);

/** A coupon to assign must exist; its assignments are the run's change. */
async function refuseMissingCoupon(db: Db, change: bulkRuns.BulkChange): Promise<void> {
  if (change.action !== 'users.assignCoupon') return;
  if (!(await findById(db, coupons, change.couponId))) throw couponNotFound();
}

/** Waits `ms`, ending early when the run is cancelled or the instance stops. */
async function pause(db: Db, id: string, ms: number, signal: AbortSignal): Promise<void> {
  for (let waited = 0; waited < ms && !signal.aborted; waited += CANCEL_LOOK_MS) {
    if (await cancelRequested(db, id)) return;
    await sleep(CANCEL_LOOK_MS);
  }
}

/**
 * Runs a bulk run to its end: fixes its rows, then works them batch by batch. Every step is a
 * transaction that records its progress, so a run taken up again (another instance, a retry)
 * goes on where it stopped. A stopping instance throws, and the queue runs it again; any other
 * fault marks the run failed, keeping what it changed recorded (and revertible).
 */
async function work(app: FastifyInstance, pace: BulkRunPace, id: string, signal: AbortSignal) {
  const { db } = app;
  // Sent from the start's transaction, the job may come before it commits: it waits a moment
  // for it, then leaves it to the queue's retry.
  for (let waited = 0; !(await findRun(db, id)); waited += CANCEL_LOOK_MS) {
    if (waited >= COMMIT_WAIT_MS) throw new Error(`Bulk run ${id} is not (yet) recorded.`);
    await sleep(CANCEL_LOOK_MS);
  }
  try {
    // Each is one transaction, tried again when a deadlock fails it: a run is not failed for
    // rows another write locked in another order.
    await retryingDeadlocks(() => fixRows(db, id));
    while (!(await retryingDeadlocks(() => runBatch(db, id, pace.batchSize)))) {
      if (signal.aborted) throw new Error('The instance is stopping; the run goes on elsewhere.');
      if (pace.pauseMs > 0) await pause(db, id, pace.pauseMs, signal);
    }
  } catch (error) {
    if (signal.aborted) throw error;
    app.log.error({ err: error, bulkRun: id }, 'bulk run failed');
    await failRun(db, id);
  }
}

/**
 * Bulk runs (issue #29): every row matching a list's filters changed by the server from the
 * filter, in batches on the job queue, each changed row recorded with its value before so the
 * run can be reverted as one.
 */
export const bulkRunRoutes: FastifyPluginAsync<{ pace: BulkRunPace }> = async (app, { pace }) => {
  const { db } = app;
  // A run takes as long as its rows: each batch records its progress, so one counted lost
  // (expired) and run again by another worker goes on where it stopped.
  await app.jobs.define<{ runId: string }>(
    QUEUE,
    ({ data, signal }) => work(app, pace, data.runId, signal),
    { expireInSeconds: 3600 },
  );
  // A run's permission is `bulk` on its list: the list its action names (`users.status`).
  const runList = {
    recordList: async (request: FastifyRequest) => {
      const { id } = request.params as { id: string };
      return (await findRun(db, id))?.action.split('.')[0];
    },
  };
  const report = async (id: string) => {
    const run = await findRun(db, id);
    if (!run) throw runNotFound();
    return { data: runOnWire(await reportOf(db, run)) };
  };

  registerCall(app, bulkRuns.preview, async ({ body }) => {
    await refuseMissingCoupon(db, body);
    return { data: await previewChange(db, body.action, paramOf(body), body.filters) };
  });

  registerCall(app, bulkRuns.start, async (input) => {
    const { body, admin } = input;
    await refuseMissingCoupon(db, body);
    return keyedWrite(db, input, async (tx) => {
      const run = await createRun(tx, {
        action: body.action,
        param: paramOf(body),
        filters: body.filters,
        administratorId: admin.id,
      });
      await app.jobs.send(QUEUE, { runId: run.id });
      return { data: runOnWire({ run, skippedRows: [], revertedByRunId: null }) };
    });
  });

  registerCall(app, bulkRuns.status, ({ params }) => report(params.id), runList);

  registerCall(
    app,
    bulkRuns.cancel,
    async ({ params }) => {
      const run = await requestCancel(db, params.id);
      if (!run) throw runNotFound();
      if (isFinished(run) && !run.cancelRequested) {
        throw refusal(409, errorCodes.bulkFinished);
      }
      return report(run.id);
    },
    runList,
  );

  registerCall(
    app,
    bulkRuns.revert,
    async (input) => {
      const { params, admin } = input;
      return keyedWrite(db, input, async (tx) => {
        // Two reverts of one run asked at once take turns; the second finds the first.
        const run = await lockRun(tx, params.id);
        if (!run) throw runNotFound();
        if (run.revertsRunId) throw new HttpError(409, 'A revert cannot itself be reverted');
        if (!isFinished(run)) {
          throw refusal(409, errorCodes.bulkRunning);
        }
        if ((await reportOf(tx, run)).revertedByRunId) {
          throw refusal(409, errorCodes.bulkReverted);
        }
        const revert = await createRun(tx, {
          action: run.action as bulkRuns.BulkAction,
          param: run.value,
          filters: run.filters as Record<string, string>,
          administratorId: admin.id,
          revertsRunId: run.id,
        });
        await app.jobs.send(QUEUE, { runId: revert.id });
        return { data: runOnWire({ run: revert, skippedRows: [], revertedByRunId: null }) };
      });
    },
    runList,
  );
};
