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
  /** The problem of a row that ends before the header's columns do, at the first cell it lacks. */
  readonly tooFewCells: string;
  /** The problem of a row with more cells than the header has columns. */
  readonly tooManyCells: string;
  /** The problem of a row with a quote that is not closed, or not doubled inside a quoted cell. */
  readonly badQuotes: string;
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
  /** Before the count of problems. */
  readonly problems: string;
  /** Before a problem's row number, and in the label of its fix input ("Row 12, price"). */
  readonly row: string;
  /** Names the header line where a problem is listed, instead of "Row 0". */
  readonly header: string;
  /** Follows the count of problems not listed, e.g. "+ 250 more problems". */
  readonly moreErrors: string;
  /** The button that checks the rows again, with the fixes made, and hands over the fixed file. */
  readonly checkAgain: string;
  /** The button that saves the rows with an `errors` column. */
  readonly downloadReport: string;
  /** Shown by the file's name once it is the fixed file rather than the one given. */
  readonly edited: string;
}

export const satCsvDropzoneStrings: SatCsvDropzoneStrings = {
  label: 'Choose a CSV file',
  hint: 'or drop it here',
  wrongType: 'Please upload a CSV file',
  alreadyUploaded:
    'You had already uploaded! You can change or delete file for uploading new file!!!',
  readError: 'The file could not be read',
  missingColumn: 'Required column is missing',
  tooFewCells: 'The row ends before this column',
  tooManyCells: 'The row has more cells than the header has columns',
  badQuotes: 'A quote is not closed, or not doubled inside a quoted cell',
  change: 'Change',
  remove: 'Remove',
  progress: 'Reading file',
  columns: 'Columns',
  rows: 'Rows',
  problems: 'Problems',
  row: 'Row',
  header: 'Header',
  moreErrors: 'more problems',
  checkAgain: 'Check again',
  downloadReport: 'Download error report',
  edited: 'edited',
};
