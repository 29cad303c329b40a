import { useStore } from '@nanostores/react';
import type { history as historyContract } from '@satchel/api';
import { SatDataTable } from '@satchel/elements/react';
import { $permissions, allows, history, messages } from '@satchel/stores';
import { useMemo } from 'react';
import { HistoryDialog } from '../../components/history/HistoryDialog.js';
import { HISTORY_ACTION } from '../../components/history/historyAction.js';
import { ListToolbar } from '../../components/list-table/ListToolbar.js';
import { type RowActions, useListTable } from '../../components/list-table/useListTable.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { auditColumns, auditFilters, auditRowLabel, REVERT_ACTION } from './auditTable.js';

/**
 * An entry's History opens its record's History view; its Revert puts the change back as that
 * view's Revert does.
 */
const rowActions: RowActions<historyContract.AuditEntry> = {
  [HISTORY_ACTION]: (entry) => {
    if (entry.recordId === null) return;
    history.openHistory({ kind: entry.kind, id: entry.recordId, title: entry.recordId });
  },
  [REVERT_ACTION]: (entry) => void history.revertAuditEntry(entry),
};

/**
 * Why the last revert of a listed entry was refused (the record changed since), if it was; a
 * History view open over the list says it at its own entry.
 */
function RevertProblem({ entries }: { entries: readonly historyContract.AuditEntry[] }) {
  const revert = useStore(history.$revert);
  const historyOpen = useStore(history.$historyRecord) !== null;
  if (
    !revert ||
    revert.going ||
    historyOpen ||
    !entries.some((entry) => entry.id === revert.entryId)
  ) {
    return null;
  }
  return (
    <p className="history__problem" role="alert">
      {revert.problem}
    </p>
  );
}

/**
 * The Audit section (issue #30): every change, newest first, filtered by operator, kind of
 * record, action and date, exported through the list export; an entry that can be undone is
 * reverted from here as from its record's History view.
 */
export function AuditScreen() {
  const table = useListTable(history.auditList, { filters: auditFilters, rowActions });
  const permissions = useStore($permissions);
  const columns = useMemo(
    () => auditColumns((permission) => allows(permissions, permission)),
    [permissions],
  );
  const { items } = useStore(history.auditList.$list);
  return (
    <section className="audit-screen">
      <ScreenHeader title={messages.history.audit.title} />
      <RevertProblem entries={items} />
      <SatDataTable
        {...table}
        label={messages.history.audit.title}
        columns={columns}
        rowLabel={auditRowLabel}
      >
        <ListToolbar list={history.auditList} columns={columns} formats={{}} chosen={table} />
      </SatDataTable>
      <HistoryDialog />
    </section>
  );
}
