import { atom, computed, type ReadableAtom } from 'nanostores';
import { showErrorDialog } from '../feedback/dialog.js';
import { endedSession, type RefusalValues } from '../feedback/failures.js';
import { showToast } from '../feedback/toasts.js';
import { $isAuthenticated } from '../session/session.js';

export interface ActionOptions<Args extends unknown[], Result> {
  /** The write itself (a status change, an assignment, a settlement, a download, an upload). */
  readonly run: (...args: Args) => Promise<Result>;
  /** The success toast, when the write has one (the catalogue's words for the call's success). */
  readonly success?: (result: Result, ...args: Args) => string | undefined;
  /**
   * A failure: the title of the error dialog the spec names (its text is the server's), or a
   * report of the action's own (a toast, a log line, a row put back). A 401 reaches neither.
   * Read when the action fails: an action made as its module loads gives its title as a getter
   * of the installed catalogue (messages/index.ts), which may be installed after.
   */
  readonly failure: string | ((error: unknown, ...args: Args) => void);
  /**
   * The values of the refusals the write may meet that name what it sent (a name, a code) or
   * what the console knows (an amount due), so that the dialog words them in the installed
   * language (refusalText).
   */
  readonly refusalValues?: (...args: Args) => RefusalValues;
}

export interface Action<Args extends unknown[]> {
  /** True while a run is under way: its button spins and its dialog stays open. */
  readonly $busy: ReadableAtom<boolean>;
  /** Runs the write and reports it; true when it succeeded. */
  run(...args: Args): Promise<boolean>;
}

/**
 * The one action runner for every write: busy flag, success toast, failure dialog with the
 * spec's title, and the 401 rule (the session has ended with its toast; no dialog on top of the
 * login page).
 */
export function createAction<Args extends unknown[], Result>(
  options: ActionOptions<Args, Result>,
): Action<Args> {
  const $running = atom(0);
  const $busy = computed($running, (running) => running > 0);

  const run = async (...args: Args): Promise<boolean> => {
    // A 401 ends a session only when there was one (signing in with a wrong password is no end).
    const signedIn = $isAuthenticated.get();
    $running.set($running.get() + 1);
    try {
      const result = await options.run(...args);
      const toast = options.success?.(result, ...args);
      if (toast) showToast('success', toast);
      return true;
    } catch (error) {
      if (signedIn && endedSession(error)) return false;
      if (typeof options.failure === 'string') {
        showErrorDialog(options.failure, error, options.refusalValues?.(...args));
      } else options.failure(error, ...args);
      return false;
    } finally {
      $running.set($running.get() - 1);
    }
  };

  return { $busy, run };
}
