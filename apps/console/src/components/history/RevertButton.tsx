import { useStore } from '@nanostores/react';
import type { history as historyContract } from '@satchel/api';
import { history, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useMay } from '../permissions/useMay.js';
import { canRevert } from './revertPermission.js';

const text = messages.history;

/**
 * The Revert of an entry of a record's History view (issue #30), for an entry that can be undone
 * (a status, a toggle, a bulk run) by an operator who may; a refusal (the record changed since)
 * is said under it.
 */
export function RevertButton({
  record,
  entry,
}: {
  record: history.HistoryRecord;
  entry: historyContract.HistoryEntry;
}) {
  const may = useMay();
  const revert = useStore(history.$revert);
  if (!canRevert(may, record.kind, entry)) return null;
  const mine = revert?.entryId === entry.id ? revert : null;
  return (
    <div className="history__revert">
      <SlButton
        size="small"
        loading={mine?.going ?? false}
        onClick={() => void history.revertEntry(entry, record)}
      >
        {entry.revertibleRunId ? text.revertRun : text.revert}
      </SlButton>
      {mine && !mine.going ? (
        <p className="history__problem" role="alert">
          {mine.problem}
        </p>
      ) : null}
    </div>
  );
}
