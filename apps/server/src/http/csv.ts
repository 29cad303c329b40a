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
 * One line of cells as CSV text, formula-safe as `toCsv`, ended by LF as PostgreSQL's COPY ends
 * the lines it writes: an export's header line, before the rows COPY writes.
 */
export const csvLine = (cells: readonly CsvCell[]): string =>
  `${Papa.unparse([cells as CsvCell[]], { ...CSV_OPTIONS, newline: '\n', header: false })}\n`;

/** A text as the CSV writer guards it: with a leading apostrophe where it would start a formula. */
export const guardFormula = (text: string): string =>
  FORMULA_START.test(text) ? `'${text}` : text;

export type CsvCell = string | number | boolean | null;
