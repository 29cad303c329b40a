import type { SatCsvIssue } from '../components/csv-dropzone/csv-dropzone.types.js';

export interface SatFileChangeDetail {
  file: File;
  /** The column names of the header row. */
  header: string[];
  /** The number of data rows (the header and blank lines not counted). */
  rowCount: number;
  /** Missing required columns, malformed rows and the problems `validateRow` found. */
  errors: SatCsvIssue[];
}

/** A `<sat-csv-dropzone>` finished reading the file the user gave it. */
export type SatFileChangeEvent = CustomEvent<SatFileChangeDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-file-change': SatFileChangeEvent;
  }
}
