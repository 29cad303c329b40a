import type { SatColumn } from '@satchel/elements/react';
import type { ListItem, ListStore, ListViewsApi } from '@satchel/stores';
import type { ExportFormats } from './exportColumns.js';
import { ListExport } from './ListExport.js';
import { ListViewsMenu } from './ListViewsMenu.js';
import type { ChosenColumns } from './useListColumns.js';

export interface ListToolbarProps<Item extends ListItem> {
  readonly list: ListStore<Item, string> & Partial<ListViewsApi>;
  /**
   * The screen's columns as declared, not as the role may use them (useAllowedColumns): the
   * export writes a status or a switch as its value reads, whoever may change it.
   */
  readonly columns: readonly SatColumn<Item>[];
  readonly formats?: ExportFormats;
  /** The table's column choice: pass useListTable's result, which binds it to the table. */
  readonly chosen: ChosenColumns;
}

/**
 * A list table's own tools, in its toolbar slot (put it inside <SatDataTable>): the saved views
 * and Export, which writes the columns the operator sees, in their order.
 */
export function ListToolbar<Item extends ListItem>({
  list,
  columns,
  formats,
  chosen,
}: ListToolbarProps<Item>) {
  return (
    <>
      {list.$views ? <ListViewsMenu list={list as typeof list & ListViewsApi} /> : null}
      <ListExport
        list={list}
        columns={columns}
        formats={formats}
        columnOrder={chosen.columnOrder}
        hiddenColumns={chosen.hiddenColumns}
      />
    </>
  );
}
