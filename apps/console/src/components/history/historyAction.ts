import type { history as historyContract } from '@satchel/api';
import type { SatColumn } from '@satchel/elements/react';
import { history, messages } from '@satchel/stores';

/** The id of the History action of a table's actions column. */
export const HISTORY_ACTION = 'history';

/** The History action of a table's actions column (issue #30). */
export const historyAction = {
  id: HISTORY_ACTION,
  label: messages.history.open,
  icon: 'file-text',
} as const;

/** What the History action does for a row of `kind`: opens the row's History view. */
export const openHistoryOf =
  <Row extends { readonly id: string }>(
    kind: historyContract.HistoryKind,
    titleOf: (row: Row) => string,
  ) =>
  (row: Row): void =>
    history.openHistory({ kind, id: row.id, title: titleOf(row) });

/** The actions column of a table whose rows have no action but History. */
export const historyColumn = <Row>(): SatColumn<Row> => ({
  id: 'actions',
  header: messages.fields.actions,
  kind: 'actions',
  actions: [historyAction],
});
