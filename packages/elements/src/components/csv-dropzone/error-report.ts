import type Papa from 'papaparse';
import type { SatCsvIssue } from './csv-dropzone.types.js';
import type { CsvSheet } from './csv-sheet.js';

/** The column the report adds; an upload accepts it and ignores it (design.md §4). */
const ERRORS_COLUMN = 'errors';

/**
 * Cells a spreadsheet would run as a formula (or whose tab or carriage return hides one) get a
 * leading apostrophe, the server's rule for its exports; the server takes it off on import, so a
 * report fixed in a spreadsheet can be uploaded as it is. papaparse's own default pattern ends in
 * `.*$`, which misses a cell with a line break after the formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Excel reads a CSV without a byte order mark in the system's code page, which garbles Hindi and
 * ₹; the server reads the mark as UTF-8 and drops it.
 */
const BYTE_ORDER_MARK = '\ufeff';

/** `products.csv` → `products-errors.csv`, and a report of a report keeps that name. */
export function errorReportName(fileName: string): string {
  return `${fileName.replace(/(-errors)?\.csv$/i, '')}-errors.csv`;
}

/**
 * The file's rows as they are now with an `errors` column: each row's problems, `column: message`,
 * joined with "; " (empty for a good row). A file that already has that column (a report uploaded
 * again) gets it filled anew rather than a second one. The header's own problems have no row to
 * go in; the screen lists them.
 */
export function errorReportText(
  papa: typeof Papa,
  sheet: CsvSheet,
  issues: readonly SatCsvIssue[],
): string {
  const messages = new Map<number, string[]>();
  for (const { row, column, message } of issues) {
    if (row < 1) continue;
    const list = messages.get(row) ?? [];
    list.push(column ? `${column}: ${message}` : message);
    messages.set(row, list);
  }
  const found = sheet.columnIndex(ERRORS_COLUMN);
  const width = sheet.header.length;
  // The errors cell goes right after the header's columns; cells past them (a row too long) after it.
  const withErrors = (cells: readonly string[], errors: string): string[] => {
    if (found !== -1) {
      const row = cells.slice();
      while (row.length <= found) row.push('');
      row[found] = errors;
      return row;
    }
    const row = cells.slice(0, width);
    while (row.length < width) row.push('');
    row.push(errors, ...cells.slice(width));
    return row;
  };
  const data = [
    withErrors(sheet.header, ERRORS_COLUMN),
    ...sheet.rows.map((cells, index) =>
      withErrors(cells, messages.get(index + 1)?.join('; ') ?? ''),
    ),
  ];
  return BYTE_ORDER_MARK + papa.unparse(data, { newline: '\r\n', escapeFormulae: FORMULA_START });
}
