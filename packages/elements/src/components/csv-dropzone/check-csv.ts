import type {
  SatCsvHeaderValidator,
  SatCsvIssue,
  SatCsvRowValidator,
} from './csv-dropzone.types.js';
import type { CsvSheet } from './csv-sheet.js';

/** The checks a file goes through, and the dropzone's own messages. */
export interface CsvChecks {
  readonly requiredColumns: readonly string[];
  readonly validateHeader: SatCsvHeaderValidator | undefined;
  readonly validateRow: SatCsvRowValidator | undefined;
  readonly missingColumn: string;
  readonly tooFewCells: string;
  readonly tooManyCells: string;
}

/** The header's problems (row 0): required columns it lacks, then what `validateHeader` finds. */
export function checkHeader(header: readonly string[], checks: CsvChecks): SatCsvIssue[] {
  const issues = checks.requiredColumns
    .filter((column) => !header.includes(column))
    .map((column) => ({ row: 0, column, message: checks.missingColumn }));
  for (const { column, message } of checks.validateHeader?.(header) ?? []) {
    issues.push({ row: 0, column, message });
  }
  return issues;
}

/**
 * Appends the problems of data rows `from` to `to` (indexes, 0 the first) to `issues`: a row
 * ending early (pinned to the first cell it lacks, so it can be filled in), a row with more cells
 * than the header has columns, then what `validateRow` finds.
 */
export function checkRows(
  sheet: CsvSheet,
  from: number,
  to: number,
  checks: CsvChecks,
  issues: SatCsvIssue[],
): void {
  const { header, rows } = sheet;
  const { validateRow } = checks;
  for (let index = from; index < to; index++) {
    const cells = rows[index]!;
    if (cells.length < header.length) {
      issues.push({ row: index + 1, column: header[cells.length]!, message: checks.tooFewCells });
    } else if (cells.length > header.length) {
      issues.push({ row: index + 1, column: '', message: checks.tooManyCells });
    }
    if (validateRow) {
      for (const { column, message } of validateRow(sheet.record(index), index, header)) {
        issues.push({ row: index + 1, column, message });
      }
    }
  }
}

/**
 * The issues by row, then by column as the header orders them (whole-row problems first, columns
 * the header lacks last); issues of one cell keep their order. Sorts in place.
 */
export function sortIssues(issues: SatCsvIssue[], header: readonly string[]): SatCsvIssue[] {
  const places = new Map(header.map((name, place) => [name, place] as const).reverse());
  places.set('', -1);
  const placeOf = (column: string) => places.get(column) ?? header.length;
  return issues.sort((a, b) => a.row - b.row || placeOf(a.column) - placeOf(b.column));
}
