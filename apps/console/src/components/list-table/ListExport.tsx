import { useStore } from '@nanostores/react';
import type { SatColumn } from '@satchel/elements/react';
import {
  $exports,
  $permissions,
  allows,
  dismissExport,
  downloadExport,
  type ExportProgress,
  type ListItem,
  type ListStore,
  messages,
} from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { type ExportFormats, exportColumnsOf } from './exportColumns.js';
import './ListExport.css';

const text = messages.lists.export;

export interface ListExportProps<Item extends ListItem> {
  readonly list: ListStore<Item, string>;
  readonly columns: readonly SatColumn<Item>[];
  readonly formats?: ExportFormats;
  /** The table's column order and hidden columns, when the operator changed them. */
  readonly columnOrder?: readonly string[];
  readonly hiddenColumns?: readonly string[];
}

/** A large export's progress, then its file to download again, and a way to put it away. */
function ExportLine({ status }: { readonly status: ExportProgress }) {
  const label = text.progress(status.fileName, status.rowsWritten, status.total);
  return (
    <span className="list-export__line" role="status">
      {status.state === 'failed' ? `${status.fileName}: ${text.failed}` : label}
      {status.state === 'running' ? (
        <progress max={status.total} value={status.rowsWritten} aria-label={label} />
      ) : null}
      {status.state === 'done' ? (
        <SlButton size="small" variant="text" onClick={() => void downloadExport(status.id)}>
          {text.download}
        </SlButton>
      ) : null}
      <SlButton size="small" variant="text" onClick={() => dismissExport(status.id)}>
        {messages.close}
      </SlButton>
    </span>
  );
}

/**
 * The Export button of a list's table, in its toolbar slot (put it inside <SatDataTable>):
 * every row matching the applied filters, with the columns the operator sees; beside it, the
 * progress of the large exports this console started. Not drawn for a role that may not export
 * the list.
 */
export function ListExport<Item extends ListItem>({
  list,
  columns,
  formats,
  columnOrder,
  hiddenColumns,
}: ListExportProps<Item>) {
  const exporting = useStore(list.$exporting);
  const { total } = useStore(list.$list);
  const running = useStore($exports);
  const permissions = useStore($permissions);
  if (!allows(permissions, `${list.kind}:export`)) return null;
  return (
    <span slot="toolbar" className="list-export">
      <SlButton
        size="small"
        loading={exporting}
        title={text.rows(total)}
        onClick={() =>
          void list.export(exportColumnsOf(columns, formats, columnOrder, hiddenColumns))
        }
      >
        {text.button}
      </SlButton>
      {running.map((status) => (
        <ExportLine key={status.id} status={status} />
      ))}
    </span>
  );
}
