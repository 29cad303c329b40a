import { useStore } from '@nanostores/react';
import type { history as historyContract } from '@satchel/api';
import { history, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { FormDialog } from '../form/FormDialog.js';
import { formatDateTime } from '../format/date-time.js';
import { fieldRows } from './historyValues.js';
import { RevertButton } from './RevertButton.js';
import './HistoryDialog.css';

const text = messages.history;

/** What a row change did, as its caption says it: made, removed, or the table's changed fields. */
const operationLabel = (change: historyContract.FieldChange): string =>
  change.operation === 'insert' ? text.made : change.operation === 'delete' ? text.removed : '';

function HistoryEntry({
  record,
  entry,
}: {
  record: history.HistoryRecord;
  entry: historyContract.HistoryEntry;
}) {
  return (
    <li className="history__entry">
      <p className="history__meta">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        <span>{entry.administratorName ?? text.system}</span>
        <code>{entry.action}</code>
      </p>
      <RevertButton record={record} entry={entry} />
      {entry.changes.map((change, index) => (
        <table className="history__changes" key={`${change.source}-${change.rowId ?? index}`}>
          <caption>
            {change.source} {operationLabel(change)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{text.fields.field}</th>
              <th scope="col">{text.fields.before}</th>
              <th scope="col">{text.fields.after}</th>
            </tr>
          </thead>
          <tbody>
            {fieldRows(change).map((row) => (
              <tr key={row.field}>
                <th scope="row">{row.field}</th>
                <td>{row.before}</td>
                <td>{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </li>
  );
}

/**
 * The History view of the record a screen opened it for (`history.openHistory`): its changes,
 * newest first, each with who made it, when, the call that made it and the fields before and
 * after; Load more reads the older ones.
 */
export function HistoryDialog() {
  const record = useStore(history.$historyRecord);
  const feeds = useStore(history.recordHistory.$feeds);
  const feed = record ? feeds[history.historyKey(record)] : undefined;
  return (
    <FormDialog
      label={record ? text.of(record.title) : text.title}
      open={record !== null}
      onClose={history.closeHistory}
      width="min(56rem, 94vw)"
    >
      {feed && feed.items.length === 0 && !feed.loading ? (
        <p className="history__empty">{text.empty}</p>
      ) : null}
      <ol className="history" aria-busy={feed?.loading ?? false}>
        {record
          ? feed?.items.map((entry) => (
              <HistoryEntry key={entry.id} record={record} entry={entry} />
            ))
          : null}
      </ol>
      {record && feed?.hasMore ? (
        <SlButton
          loading={feed.loading}
          onClick={() => void history.recordHistory.loadMore(history.historyKey(record))}
        >
          {text.loadMore}
        </SlButton>
      ) : null}
    </FormDialog>
  );
}
