import type { SatCsvIssue } from '../../types/csv-issue.js';

export type { SatCsvIssue };

/** One data row of a CSV, keyed by the header's column names (the first of repeated names). */
export type SatCsvRow = Record<string, string>;

/** A problem a check found, before the dropzone numbers its row. */
export type SatCsvCellIssue = Pick<SatCsvIssue, 'column' | 'message'>;

/** Checks the header's column names; its problems are reported at row 0. */
export type SatCsvHeaderValidator = (header: readonly string[]) => readonly SatCsvCellIssue[];

/**
 * Checks one data row and returns its problems, if any. `index` is 0 for the first data row (its
 * `row` is `index + 1`); `header` is the file's column names, in the file's order.
 */
export type SatCsvRowValidator = (
  row: SatCsvRow,
  index: number,
  header: readonly string[],
) => readonly SatCsvCellIssue[];
