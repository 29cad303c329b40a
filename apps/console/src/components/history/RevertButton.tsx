import { useStore } from '@nanostores/react';
import { history as historyContract, isPermission, type Permission } from '@satchel/api';
import { history, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useMay } from '../permissions/useMay.js';

const text = messages.history;

/**
 * What reverting `entry` of a `kind` record needs: the record's write permission, or for a bulk
 * run's entry the run's list's bulk permission (`bulk-runs/:id/revert`'s).
 */
const neededFor = (
  kind: historyContract.HistoryKind,
  entry: historyContract.HistoryEntry,
): Permission | undefined => {
  const needed = entry.revertibleRunId
    ? `${kind}:bulk`
    : `${historyContract.resourceOfKind(kind)}:write`;
  return isPermission(needed) ? needed : undefined;
};

/**
 * The Revert of an entry of a record's History view (issue #30), for an entry that can be undone
 * (a status, a toggle, a bulk run) by an operator who may; a refusal (the record changed since)
 * is said under it.
 */
export function RevertButton({
  kind,
  entry,
}: {
  kind: historyContract.HistoryKind;
  entry: historyContract.HistoryEntry;
}) {
  const may = useMay();
  const revert = useStore(history.$revert);
  const needed = neededFor(kind, entry);
  if (!(entry.revertible || entry.revertibleRunId) || !needed || !may(needed)) return null;
  const mine = revert?.entryId === entry.id ? revert : null;
  return (
    <div className="history__revert">
      <SlButton
        size="small"
        loading={mine?.going ?? false}
        onClick={() => void history.revertEntry(entry)}
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
