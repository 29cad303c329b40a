import { sortIssues } from './check-csv.js';
import type { SatCsvDropzoneStrings } from './csv-dropzone.strings.js';
import type { SatCsvIssue } from './csv-dropzone.types.js';
import type { CsvSheet } from './csv-sheet.js';

/** Problems listed on screen; the event and the error report carry them all. */
export const shownIssues = 100;

/** A listed problem and the cell its fix input edits: `column` -1 when it has none. */
export interface ListedIssue {
  readonly issue: SatCsvIssue;
  readonly row: number;
  readonly column: number;
  /** The same problem keeps its key, its list item and its input (and focus) after Check again. */
  readonly key: string;
}

/** "Row 12, price", or "Header, sku" for row 0. */
export function placeOf(
  { row, column }: SatCsvIssue,
  text: Pick<SatCsvDropzoneStrings, 'header' | 'row'>,
): string {
  const line = row === 0 ? text.header : `${text.row} ${row}`;
  return column ? `${line}, ${column}` : line;
}

/**
 * The problems of the file held: those the dropzone's own checks found and those `showIssues()`
 * was given, sorted into one list, and the first of them as listed on screen.
 */
export class CsvIssueList {
  /** What the dropzone's own checks found (sorted once a read or a check ends). */
  found: SatCsvIssue[] = [];
  /** What `showIssues()` was given. */
  reported: SatCsvIssue[] = [];
  /** `found` and `reported` together, sorted: the list on screen and in the report. */
  all: readonly SatCsvIssue[] = [];
  /** The first `shownIssues` of them, each with the cell its fix input edits. */
  listed: readonly ListedIssue[] = [];

  /** Sorts what was found and reported into the list, and picks the problems listed. */
  publish(sheet: CsvSheet | null): void {
    this.all =
      this.reported.length === 0
        ? this.found
        : sortIssues([...this.found, ...this.reported], sheet?.header ?? []);
    const seen = new Map<string, number>();
    this.listed = this.all.slice(0, shownIssues).map((issue) => {
      const same = `${issue.row}\u0000${issue.column}\u0000${issue.message}`;
      const count = (seen.get(same) ?? 0) + 1;
      seen.set(same, count);
      return { ...locate(issue, sheet), key: `${same}\u0000${count}` };
    });
  }
}

/** The cell a problem's fix input edits, fixed now so a renamed column keeps its input. */
function locate(issue: SatCsvIssue, sheet: CsvSheet | null): Omit<ListedIssue, 'key'> {
  const inFile = sheet !== null && issue.row >= 0 && issue.row <= sheet.rowCount;
  const column = inFile && issue.column ? sheet.columnIndex(issue.column) : -1;
  return { issue, row: issue.row, column };
}
