import type { history as historyContract } from '@satchel/api';
import { SatDataTable } from '@satchel/elements/react';
import { history, messages } from '@satchel/stores';
import { HistoryDialog } from '../../components/history/HistoryDialog.js';
import { HISTORY_ACTION } from '../../components/history/historyAction.js';
import { ListToolbar } from '../../components/list-table/ListToolbar.js';
import { type RowActions, useListTable } from '../../components/list-table/useListTable.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { auditColumns, auditFilters, auditRowLabel } from './auditTable.js';

/** The History action of an entry opens its record's History view. */
const rowActions: RowActions<historyContract.AuditEntry> = {
  [HISTORY_ACTION]: (entry) => {
    if (entry.recordId === null) return;
    history.openHistory({ kind: entry.kind, id: entry.recordId, title: entry.recordId });
  },
};

/**
 * The Audit section (issue #30): every change, newest first, filtered by operator, kind of
 * record, action and date, exported through the list export.
 */
export function AuditScreen() {
  const table = useListTable(history.auditList, { filters: auditFilters, rowActions });
  return (
    <section className="audit-screen">
      <ScreenHeader title={messages.history.audit.title} />
      <SatDataTable
        {...table}
        label={messages.history.audit.title}
        columns={auditColumns}
        rowLabel={auditRowLabel}
      >
        <ListToolbar list={history.auditList} columns={auditColumns} formats={{}} chosen={table} />
      </SatDataTable>
      <HistoryDialog />
    </section>
  );
}
