/**
 * A problem found in a CSV, numbered as the wire does (design.md §4): `row` 1 is the first data
 * row, 0 the header line; blank lines are not counted. `column` is empty when the problem concerns
 * the whole row.
 */
export interface SatCsvIssue {
  row: number;
  column: string;
  message: string;
}
