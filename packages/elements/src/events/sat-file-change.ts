import type { SatCsvIssue } from '../types/csv-issue.js';

export interface SatFileChangeDetail {
  /** The file to send: the one given, or after fixes and Check again a corrected copy (`edited`). */
  file: File;
  /** The column names of the header row. */
  header: string[];
  /** The number of data rows (the header and blank lines not counted). */
  rowCount: number;
  /**
   * Missing required columns, what `validateHeader` and `validateRow` found and malformed rows,
   * sorted by row (0 the header, 1 the first data row) then column.
   */
  errors: SatCsvIssue[];
  /** Whether `file` is the corrected copy, built from the rows as fixed on screen. */
  edited: boolean;
}

/**
 * A `<sat-csv-dropzone>` finished reading the file the user gave it, or checked its rows again
 * after Check again.
 */
export type SatFileChangeEvent = CustomEvent<SatFileChangeDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-file-change': SatFileChangeEvent;
  }
}
