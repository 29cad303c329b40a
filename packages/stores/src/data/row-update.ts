import { showErrorDialog } from '../feedback/dialog.js';
import { refusalText } from '../feedback/failures.js';
import { showToast } from '../feedback/toasts.js';
import { messages } from '../messages/index.js';
import { createAction } from './create-action.js';

/** A list row: every list's items carry their id. */
export interface ListItem {
  readonly id: string;
}

/**
 * How a refused row write is reported (the row has gone back by then): the error dialog the spec
 * names, or, for the status changes the spec says are only logged (part 1 §7), a log line and an
 * error toast naming the row and the reason, so the operator knows the change did not happen.
 */
export type RowFailure<Item> =
  | { readonly dialog: string }
  | { readonly log: string; readonly rowName: (row: Item) => string };

/**
 * One write to one row of a list, in one of two declared modes:
 * - `optimistic`: the row shows `change(row)` at once, then the row the write answers;
 * - `pessimistic`: the row is not drawn again until the server answers (a control keeps the
 *   operator's choice meanwhile), then it shows the row the write answers.
 * A refused write leaves the row as it was before the write and is reported as `failure` says; a
 * 401 ends the session instead (createAction's rule).
 */
export type RowUpdate<Item> = {
  /** The write; answers the row as the server now has it. */
  readonly write: () => Promise<Item>;
  readonly failure: RowFailure<Item>;
} & (
  | { readonly mode: 'optimistic'; readonly change: (row: Item) => Item }
  | { readonly mode: 'pessimistic' }
);

/** The shown rows a row update reads and replaces. */
export interface ShownRows<Item extends ListItem> {
  find(id: string): Item | undefined;
  /** Shows `row` in place of the shown row with its id, if there is one. */
  show(row: Item): void;
}

const report = <Item>(
  failure: RowFailure<Item>,
  error: unknown,
  row: Item | undefined,
  id: string,
) => {
  if ('dialog' in failure) {
    showErrorDialog(failure.dialog, error);
    return;
  }
  console.error(failure.log, error);
  showToast(
    'error',
    messages.statusNotChanged(row ? failure.rowName(row) : id, refusalText(error)),
  );
};

/**
 * The row update of a list (ListStore.updateRow): true when the server took the change. An
 * answer or a refusal the row has moved on from (a newer write to it, a reload of the list) is
 * not shown over it; a refusal is still reported.
 */
export function createRowUpdate<Item extends ListItem>(
  rows: ShownRows<Item>,
): (id: string, update: RowUpdate<Item>) => Promise<boolean> {
  const action = createAction({
    run: async (id: string, update: RowUpdate<Item>) => {
      const before = rows.find(id);
      // A pessimistic write leaves the row alone, so the control keeps the operator's choice
      // while the server decides; an optimistic one draws the change at once.
      const drawn = before && update.mode === 'optimistic' ? update.change(before) : before;
      if (drawn && drawn !== before) rows.show(drawn);
      const isOurs = () => drawn !== undefined && rows.find(id) === drawn;
      try {
        const answer = await update.write();
        if (isOurs()) rows.show(answer);
      } catch (error) {
        // A new object draws the row again, which also sets back a control the click moved.
        if (isOurs() && before) rows.show({ ...before });
        throw error;
      }
    },
    failure: (error, id, update) => report(update.failure, error, rows.find(id), id),
  });
  return action.run;
}
