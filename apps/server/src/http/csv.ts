import Papa from 'papaparse';

/** One column of a CSV download: its header and how a row fills it. */
export interface CsvColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => string | number | boolean | null;
}

/**
 * Cells a spreadsheet would run as a formula (or that start with a control character that
 * hides one) get a leading apostrophe, so an opened report never executes what a merchant or
 * customer typed.
 */
const FORMULA_START = /^[=+\-@\t\r\n]/;

const CSV_OPTIONS = { escapeFormulae: FORMULA_START, newline: '\r\n' } as const;

/** The rows as CSV text with a header line, CRLF line ends (what spreadsheets expect). */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const data = Array.from(rows, (row) => columns.map((column) => column.value(row) ?? ''));
  return Papa.unparse({ fields: columns.map((column) => column.header), data }, CSV_OPTIONS);
}

/**
 * Lines of cells as CSV text, each line ended by CRLF, formula-safe as `toCsv`: the pieces of a
 * file written a slice at a time (its header line is one such piece).
 */
export function csvLines(lines: readonly (readonly CsvCell[])[]): string {
  if (lines.length === 0) return '';
  return `${Papa.unparse(lines as CsvCell[][], { ...CSV_OPTIONS, header: false })}\r\n`;
}

export type CsvCell = string | number | boolean | null;
