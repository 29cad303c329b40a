import { bulkRuns, IDEMPOTENCY_KEY_HEADER } from '@satchel/api';
import { atom, type ReadableAtom } from 'nanostores';
import { api } from '../client.js';
import { showDialog, showErrorDialog } from '../feedback/dialog.js';
import { endedSession } from '../feedback/failures.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';
import { newIdempotencyKey } from './idempotency-key.js';
import { forgetOnLogout } from './logout-reset.js';

/** A bulk change as a screen asks it: the list's shown filters are added to it. */
export type BulkRequest = bulkRuns.BulkChange extends infer Change
  ? Change extends bulkRuns.BulkChange
    ? Omit<Change, 'filters'>
    : never
  : never;

/** How often the run's status is asked while it goes. */
export const BULK_POLL_MS = 1000;

/**
 * Acting on every row matching a list's shown filters (issue #29), run by the server from the
 * filter: the table's "Select all N matching", the count and confirmation, the run's progress,
 * cancel and revert.
 */
export interface ListBulk {
  /** Whether the operator chose every matching row, not just the page's. */
  readonly $allMatching: ReadableAtom<boolean>;
  /** The run under way or last finished (null: none); its progress while it goes. */
  readonly $run: ReadableAtom<bulkRuns.BulkRun | null>;
  selectAllMatching(): void;
  clearAllMatching(): void;
  /**
   * Counts the rows the change would change and asks the operator to confirm; on Confirm starts
   * the run with a fresh Idempotency-Key and follows it to its end.
   */
  change(request: BulkRequest): Promise<void>;
  /** Cancels the run under way (between two of its batches). */
  cancel(): Promise<void>;
  /** Puts back what the finished run changed, as a new run followed like the first. */
  revert(): Promise<void>;
  /** Puts the finished run's bar away. */
  dismiss(): void;
}

export interface ListBulkSource {
  /** The filters of the rows shown: the ones the operator selected all matching of. */
  readonly filters: () => Readonly<Record<string, string>>;
  /** Shows the rows as they now are, once a run has finished. */
  readonly reload: () => Promise<void>;
}

const isGoing = (run: bulkRuns.BulkRun | null) =>
  run !== null && (run.state === 'queued' || run.state === 'running');

export function createListBulk(source: ListBulkSource): ListBulk {
  const $allMatching = atom(false);
  const $run = atom<bulkRuns.BulkRun | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stopFollowing = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  forgetOnLogout(() => {
    stopFollowing();
    $allMatching.set(false);
    $run.set(null);
  });

  const failed = (title: string, error: unknown) => {
    if (!endedSession(error)) showErrorDialog(title, error);
  };

  const finished = async (run: bulkRuns.BulkRun) => {
    $allMatching.set(false);
    showToast(
      run.state === 'done' ? 'success' : 'warning',
      messages.lists.bulk.finished(run.state, run.changed, run.skipped),
    );
    await source.reload();
  };

  /** Shows the run, and asks its status again until it has finished. */
  const follow = (run: bulkRuns.BulkRun) => {
    stopFollowing();
    $run.set(run);
    if (!isGoing(run)) return void finished(run);
    timer = setTimeout(async () => {
      try {
        const { data } = await api.call(bulkRuns.status, { params: { id: run.id } });
        if ($run.get()?.id === run.id) follow(data);
      } catch (error) {
        failed(messages.lists.bulk.statusFailed, error);
      }
    }, BULK_POLL_MS);
  };

  const start = async (body: bulkRuns.BulkChange) => {
    try {
      const { data } = await api.call(bulkRuns.start, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
        body,
      });
      follow(data);
    } catch (error) {
      failed(messages.lists.bulk.startFailed, error);
    }
  };

  return {
    $allMatching,
    $run,
    selectAllMatching: () => $allMatching.set(true),
    clearAllMatching: () => $allMatching.set(false),
    async change(request) {
      const body = { ...request, filters: source.filters() } as bulkRuns.BulkChange;
      try {
        const { data } = await api.call(bulkRuns.preview, { body });
        showDialog({
          type: 'confirm',
          title: messages.lists.bulk.confirmTitle,
          message: messages.lists.bulk.confirmMessage(data.matching, data.changing, data.skipping),
          onConfirm: () => void start(body),
        });
      } catch (error) {
        failed(messages.lists.bulk.previewFailed, error);
      }
    },
    async cancel() {
      const run = $run.get();
      if (!isGoing(run)) return;
      try {
        const { data } = await api.call(bulkRuns.cancel, { params: { id: run!.id } });
        follow(data);
      } catch (error) {
        failed(messages.lists.bulk.cancelFailed, error);
      }
    },
    async revert() {
      const run = $run.get();
      if (run === null || isGoing(run)) return;
      try {
        const { data } = await api.call(bulkRuns.revert, {
          params: { id: run.id },
          headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() },
        });
        follow(data);
      } catch (error) {
        failed(messages.lists.bulk.revertFailed, error);
      }
    },
    dismiss() {
      if (!isGoing($run.get())) $run.set(null);
    },
  };
}
