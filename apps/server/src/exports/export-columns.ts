import { BUSINESS_TIME_ZONE, formatRupees, type listExports } from '@satchel/api';
import type { CsvCell } from '../http/csv.js';
import { HttpError } from '../http/http-error.js';

/** One cell writer of an export's file: its heading and how a wire row fills it. */
interface FileColumn {
  readonly heading: string;
  readonly cell: (row: Readonly<Record<string, unknown>>) => CsvCell;
}

/** How a file's rows are written: its header line's cells and each row's cells. */
export interface ExportLayout {
  readonly headings: readonly string[];
  readonly cellsOf: (row: unknown) => CsvCell[];
}

// As the console's tables show times (data-table.format.ts, en-IN in India's time) and amounts.
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: BUSINESS_TIME_ZONE,
});

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const asText = (value: unknown): string => {
  if (isBlank(value)) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

const asDateTime = (value: unknown): string => {
  if (isBlank(value)) return '';
  const date = new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat.format(date);
};

/** An amount as a spreadsheet adds it up: a plain number with its paise (1234.50). */
const asPlainAmount = (value: unknown): CsvCell => {
  if (isBlank(value)) return '';
  const amount = typeof value === 'number' ? value : Number.parseFloat(String(value));
  return Number.isFinite(amount) ? amount.toFixed(2) : String(value);
};

/** The heading of the plain-number column beside a formatted amount. */
export const plainAmountHeading = (heading: string): string => `${heading} (number)`;

/** A column's values as its format shows them, from the value of its field(s). */
function showOf(format: listExports.ExportFormat): (value: unknown) => CsvCell {
  switch (format.kind) {
    case 'text':
      return asText;
    case 'dateTime':
      return asDateTime;
    case 'money':
      return (value) => (isBlank(value) ? '' : formatRupees(value as string | number));
    case 'phone':
      return (value) => (typeof value === 'string' && value !== '' ? `+91 ${value}` : '');
    case 'label': {
      const labels = new Map(format.labels.map(({ value, label }) => [value, label]));
      return (value) => (isBlank(value) ? '' : (labels.get(String(value)) ?? asText(value)));
    }
    case 'yesNo':
      return (value) => (value === true ? format.yes : value === false ? format.no : '');
  }
}

/**
 * The file's columns for the operator's columns, in their order, under their headings; an amount
 * gets a plain-number column right after it. A field the list's rows do not have is refused
 * with 400 before anything is read.
 */
export function exportLayout(
  columns: readonly listExports.ExportColumn[],
  rowFields: ReadonlySet<string>,
): ExportLayout {
  const fileColumns: FileColumn[] = [];
  for (const column of columns) {
    const fields = column.fields ?? [column.id];
    const unknown = fields.find((field) => !rowFields.has(field));
    if (unknown !== undefined) {
      throw new HttpError(
        400,
        `The column "${column.heading}" shows no field of this list (${unknown}).`,
      );
    }
    const show = showOf(column.format);
    const [first] = fields as [string];
    const cell =
      fields.length === 1
        ? (row: Readonly<Record<string, unknown>>) => show(row[first])
        : (row: Readonly<Record<string, unknown>>) =>
            fields
              .map((field) => show(row[field]))
              .filter((text) => text !== '')
              .join(' ');
    fileColumns.push({ heading: column.heading, cell });
    if (column.format.kind === 'money' && fields.length === 1) {
      fileColumns.push({
        heading: plainAmountHeading(column.heading),
        cell: (row) => asPlainAmount(row[first]),
      });
    }
  }
  return {
    headings: fileColumns.map((column) => column.heading),
    cellsOf: (row) =>
      fileColumns.map((column) => column.cell(row as Readonly<Record<string, unknown>>)),
  };
}
