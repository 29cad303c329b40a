import type { listExports } from '@satchel/api';
import type { SatColumn } from '@satchel/elements/react';
import { type ExportColumn, messages } from '@satchel/stores';

type ExportFormat = listExports.ExportFormat;

/**
 * How a screen's columns go into its export where their kind alone does not say it (a column
 * drawn by a format function: a status label, a phone with +91, a name of two fields): by
 * column id, the format the screen shows it with, and the row fields it shows when they are
 * not the column's own.
 */
export type ExportFormats = Readonly<
  Record<string, { readonly format: ExportFormat; readonly fields?: readonly string[] }>
>;

/** A label column's format from the catalogue's labels by wire value. */
export const labelFormat = (labels: Readonly<Record<string, string>>): ExportFormat => ({
  kind: 'label',
  labels: Object.entries(labels).map(([value, label]) => ({ value, label })),
});

export const phoneFormat: ExportFormat = { kind: 'phone' };

const { yes, no } = messages.lists.export;
const yesNo: ExportFormat = { kind: 'yesNo', yes, no };

/** A column's format by its kind: as the table draws a date, an amount, a switch, a status. */
function formatOfKind(column: SatColumn<never>): ExportFormat {
  switch (column.kind) {
    case 'date':
      return { kind: 'dateTime' };
    case 'money':
      return { kind: 'money' };
    case 'toggle':
      return yesNo;
    case 'status-select':
      // Every row's choices are the list's statuses (merchants' differ by row: theirs say so).
      return {
        kind: 'label',
        labels: column.options({} as never).map(({ value, label }) => ({ value, label })),
      };
    default:
      return { kind: 'text' };
  }
}

/** Pictures and buttons have no place in a spreadsheet. */
const isExported = (column: SatColumn<never>) =>
  column.kind !== 'image' && column.kind !== 'actions';

/**
 * The export's columns: the ones the operator sees (`hiddenColumns` left out), in the order
 * they see them (`columnOrder`, the table's own order by default), under their headings.
 */
export function exportColumnsOf<Row>(
  columns: readonly SatColumn<Row>[],
  formats: ExportFormats = {},
  columnOrder?: readonly string[],
  hiddenColumns: readonly string[] = [],
): ExportColumn[] {
  const byId = new Map(columns.map((column) => [column.id, column as SatColumn<never>]));
  const ordered = columnOrder
    ? [
        ...columnOrder.flatMap((id) => byId.get(id) ?? []),
        ...columns.filter((column) => !columnOrder.includes(column.id)),
      ]
    : [...byId.values()];
  return (ordered as SatColumn<never>[])
    .filter((column) => isExported(column) && !hiddenColumns.includes(column.id))
    .map((column) => {
      const given = formats[column.id];
      return {
        id: column.field ?? column.id,
        heading: column.header,
        format: given?.format ?? formatOfKind(column),
        ...(given?.fields && { fields: [...given.fields] }),
      };
    });
}
