/** The texts `<sat-csv-dropzone>` shows itself; a host overrides any of them through `strings`. */
export interface SatCsvDropzoneStrings {
  /** The zone's main text, which also names the file input. */
  readonly label: string;
  /** The zone's second line. */
  readonly hint: string;
  /** Why a file that is not a CSV was refused. */
  readonly wrongType: string;
  /** Why a second file was refused while one is held. */
  readonly alreadyUploaded: string;
  /** Why a file could not be read. */
  readonly readError: string;
  /** The problem listed for each required column the header lacks. */
  readonly missingColumn: string;
  /** The Change button. */
  readonly change: string;
  /** The Remove button. */
  readonly remove: string;
  /** Accessible label of the progress bar. */
  readonly progress: string;
  /** Before the header's column names. */
  readonly columns: string;
  /** Before the row count. */
  readonly rows: string;
  /** Before a problem's row number. */
  readonly row: string;
  /** Follows the count of problems not listed, e.g. "+ 250 more problems". */
  readonly moreErrors: string;
}

export const satCsvDropzoneStrings: SatCsvDropzoneStrings = {
  label: 'Choose a CSV file',
  hint: 'or drop it here',
  wrongType: 'Please upload a CSV file',
  alreadyUploaded:
    'You had already uploaded! You can change or delete file for uploading new file!!!',
  readError: 'The file could not be read',
  missingColumn: 'Required column is missing',
  change: 'Change',
  remove: 'Remove',
  progress: 'Reading file',
  columns: 'Columns',
  rows: 'Rows',
  row: 'Row',
  moreErrors: 'more problems',
};
