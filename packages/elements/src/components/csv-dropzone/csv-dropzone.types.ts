/** One data row of a CSV, keyed by the header's column names. */
export type SatCsvRow = Record<string, string>;

/**
 * A problem found in a CSV. `row` is the line as a spreadsheet numbers it: the header is row 1,
 * the first data row is row 2. `column` is empty when the problem concerns the whole row.
 */
export interface SatCsvIssue {
  row: number;
  column: string;
  message: string;
}

/** Checks one data row (`index` 0 for the first data row) and returns its problems, if any. */
export type SatCsvRowValidator = (
  row: SatCsvRow,
  index: number,
) => readonly Pick<SatCsvIssue, 'column' | 'message'>[];
