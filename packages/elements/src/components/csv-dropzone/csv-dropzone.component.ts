import { html, nothing } from 'lit';
import { SatElement } from '../../internal/sat-element.js';
import { type CsvChecks, sortIssues } from './check-csv.js';
import { CsvFixing } from './csv-dropzone.fixing.js';
import { CsvIntake } from './csv-dropzone.intake.js';
import { CsvIssueList } from './csv-dropzone.issues.js';
import { CsvReader } from './csv-dropzone.reader.js';
import { type SatCsvDropzoneStrings, satCsvDropzoneStrings } from './csv-dropzone.strings.js';
import { csvDropzoneStyles } from './csv-dropzone.styles.js';
import type {
  SatCsvHeaderValidator,
  SatCsvIssue,
  SatCsvRowValidator,
} from './csv-dropzone.types.js';
import { errorReportName, errorReportText } from './error-report.js';
import { loadPapaparse } from './load-papaparse.js';
import { saveFile } from './save-file.js';

/**
 * @tag sat-csv-dropzone
 * @summary Takes one CSV file at a time, dropped on the zone or chosen with the file picker behind
 * it (a real file input: Tab reaches it, Enter or Space opens the picker), reads it with a progress
 * bar, checks it, and lets the user fix what is wrong without leaving the page.
 *
 * Reading: the file is read as UTF-8, comma-separated (a byte order mark, CRLF or LF line ends,
 * quoted commas, quotes and line breaks all read right), in steps of `chunkSize` bytes between
 * which the page paints. Blank lines are skipped. Rows are numbered as the wire numbers them: row 1
 * is the first data row, row 0 the header. The header is checked for `requiredColumns` and with
 * `validateHeader`; each row for its cell count and with `validateRow`. Then `sat-file-change`
 * carries the file, its header, its row count and every problem found.
 *
 * Problems are listed by row, then column in the header's order: the first 100 on screen and
 * "+ N more problems" after them. `showIssues()` adds problems found elsewhere (the server's
 * `{row, column, message}` answer) to the same list.
 *
 * Fixing: while the file is held its rows stay in memory. Each listed problem whose column is in
 * the header has an input labelled with its place ("Row 12, price") holding the cell's text (for
 * row 0, the column's name); editing it changes that cell. Check again (or Enter in such an input)
 * checks the header and every row again as they are now, clears the problems given to
 * `showIssues()`, and fires `sat-file-change` again; when a cell was changed, its `file` is a
 * corrected copy under the same name (header and rows written anew, CRLF), `edited` is true and
 * "edited" shows by the name. A quote problem is a property of the file's text and is not listed
 * again, since the corrected copy is written with proper quoting.
 *
 * Download error report saves the rows as they are now with an `errors` column (each row's
 * problems, `column: message`, joined with "; "), formula-safe, as `<name>-errors.csv`; fixed in
 * a spreadsheet, it can be uploaded again (`errors` is ignored, the apostrophes taken off).
 *
 * A file that is not a CSV is refused with `strings.wrongType`. While a file is held, another one is
 * refused with `strings.alreadyUploaded` until the user presses Change (which opens the picker for a
 * replacement) or Remove. `abort()` stops reading and lets the file go, and the message that spoke
 * of it, without an event.
 *
 * @event {SatFileChangeEvent} sat-file-change - The file is read, or checked again: `detail` is
 * `{file, header, rowCount, errors, edited}`.
 * @event {SatFileProgressEvent} sat-file-progress - Another chunk is read: `{loaded, total}` bytes.
 * @event {SatFileRemoveEvent} sat-file-remove - The user pressed Remove (detail `{}`).
 * @event {SatFileErrorEvent} sat-file-error - A file was refused or could not be read; `detail` is
 * `{message}`, the text shown.
 *
 * @csspart zone - The drop zone, a label around the file input.
 * @csspart label - The zone's main text.
 * @csspart hint - The zone's second line.
 * @csspart message - Why the last file was refused.
 * @csspart file - The held file: name, progress or report, Change and Remove.
 * @csspart file-name - The file's name.
 * @csspart edited - "edited", by the name of a corrected file.
 * @csspart progress - The sl-progress-bar shown while reading.
 * @csspart report - The columns, the row count and the count of problems.
 * @csspart change-button - The Change button.
 * @csspart remove-button - The Remove button.
 * @csspart issue-actions - Check again and Download error report, above the problems.
 * @csspart check-button - The Check again button.
 * @csspart report-button - The Download error report button.
 * @csspart errors - The list of problems.
 * @csspart error - One problem: its place, its message and its fix input.
 * @csspart fix - A problem's sl-input.
 * @csspart more-errors - "+ N more problems", after the first 100.
 *
 * @cssproperty --sat-csv-dropzone-accent - Border colour of the zone under a dragged file.
 */
export class SatCsvDropzone extends SatElement<SatCsvDropzoneStrings> {
  static override styles = [SatElement.styles, csvDropzoneStyles];

  static override properties = {
    requiredColumns: { type: Array, attribute: false },
    validateHeader: { attribute: false },
    validateRow: { attribute: false },
    chunkSize: { type: Number, attribute: 'chunk-size' },
    disabled: { type: Boolean, reflect: true },
    heldFile: { state: true },
  };

  /** Columns the header must have; each one missing is a problem at row 0. */
  requiredColumns: readonly string[] = [];

  /** Checks the header's column names; its problems are listed at row 0. */
  validateHeader: SatCsvHeaderValidator | undefined = undefined;

  /**
   * Checks each data row, given as an object by column name with its index (0 for row 1) and the
   * header; its problems are listed with the row and column they concern.
   */
  validateRow: SatCsvRowValidator | undefined = undefined;

  /** Bytes read per step; progress is reported and the page paints after each. */
  chunkSize: number = 512 * 1024;

  /** Whether files are refused without a message (the zone looks inactive). */
  disabled = false;

  protected readonly defaultStrings = satCsvDropzoneStrings;

  /** The file held: as given, or a corrected copy after fixes and Check again. */
  private heldFile: File | null = null;
  /** The file as the user gave it. */
  private givenFile: File | null = null;

  // The dropzone's machines, each in a file of its own beside this one: the way in, the read
  // with its checks, the list of problems, and fixing them in place.
  private readonly intake = new CsvIntake(this, this.voice, (file) => this.accept(file));
  private readonly issues = new CsvIssueList();
  private readonly reader = new CsvReader(this, this.voice, this.issues, {
    checks: () => this.checks,
    read: () => this.report(),
    failed: () => {
      this.abort();
      this.intake.refuse(this.text.readError);
    },
  });
  private readonly fixing = new CsvFixing(this, this.voice, this.reader, this.issues, {
    checks: () => this.checks,
    given: () => this.givenFile,
    checked: (found, corrected) => {
      if (corrected) this.heldFile = corrected;
      this.issues.found = found;
      this.report();
    },
    downloadReport: () => {
      void this.errorReport().then((report) => report && saveFile(report));
    },
  });

  /** The file held: as given, or the corrected copy after fixes; `null` when empty. */
  get file(): File | null {
    return this.heldFile;
  }

  /**
   * Stops reading the current file and lets it go (the host uploaded it, say), and with it a
   * refusal that spoke of it ("You had already uploaded!"). Fires no event.
   */
  abort(): void {
    this.intake.clear();
    this.reader.stop();
    this.fixing.stop();
    this.heldFile = null;
    this.givenFile = null;
    this.issues.found = [];
    this.issues.reported = [];
    this.publish();
  }

  /**
   * Lists problems found elsewhere, e.g. the server's answer to an upload (`row` 1 the first data
   * row, 0 the header), with the dropzone's own, each with a fix input where its cell exists. They
   * replace those given before and are cleared by Check again and by another file.
   */
  showIssues(issues: readonly SatCsvIssue[]): void {
    this.issues.reported = issues.map(({ row, column, message }) => ({ row, column, message }));
    this.publish();
  }

  /**
   * The rows as they are now with an `errors` column, the file Download error report saves;
   * `null` when no file has been read.
   */
  async errorReport(): Promise<File | null> {
    const sheet = this.reader.sheet;
    const given = this.givenFile;
    if (!sheet || !given || this.reader.reading) return null;
    const text = errorReportText(await loadPapaparse(), sheet, this.issues.all);
    return new File([text], errorReportName(given.name), { type: 'text/csv' });
  }

  private get checks(): CsvChecks {
    return {
      requiredColumns: this.requiredColumns,
      validateHeader: this.validateHeader,
      validateRow: this.validateRow,
      missingColumn: this.text.missingColumn,
      tooFewCells: this.text.tooFewCells,
      tooManyCells: this.text.tooManyCells,
    };
  }

  /** A file the intake took: the one held from now on, read at once. */
  private accept(file: File): void {
    this.abort();
    this.heldFile = file;
    this.givenFile = file;
    this.reader.read(file);
  }

  /** Sorts the problems into the list on screen. */
  private publish(): void {
    this.issues.publish(this.reader.sheet);
    this.requestUpdate();
  }

  /** Lists what the checks found (clearing what was reported) and hands the file over. */
  private report(): void {
    const sheet = this.reader.sheet!;
    this.issues.found = sortIssues(this.issues.found, sheet.header);
    this.issues.reported = [];
    this.publish();
    this.emit('sat-file-change', {
      file: this.heldFile!,
      header: [...sheet.header],
      rowCount: sheet.rowCount,
      errors: [...this.issues.found],
      edited: this.heldFile !== this.givenFile,
    });
  }

  private readonly handleRemove = (): void => {
    this.abort();
    this.emit('sat-file-remove', {});
  };

  private renderFile(file: File) {
    const text = this.text;
    const { sheet, reading, loaded } = this.reader;
    const problems = this.issues.all.length;
    return html`
      <div part="file">
        <span class="name">
          <span part="file-name">${file.name}</span>
          ${file === this.givenFile ? nothing : html`<span part="edited">${text.edited}</span>`}
        </span>
        <span class="actions">
          <sl-button part="change-button" size="small" @click=${this.intake.replace}>${text.change}</sl-button>
          <sl-button part="remove-button" size="small" @click=${this.handleRemove}>${text.remove}</sl-button>
        </span>
        ${
          reading
            ? html`<sl-progress-bar
                part="progress"
                value=${Math.round((loaded / (file.size || 1)) * 100)}
                label=${text.progress}
              ></sl-progress-bar>`
            : html`<p part="report" role="status" tabindex="-1">
                ${text.columns}: ${(sheet?.header ?? []).join(', ')} · ${text.rows}: ${sheet?.rowCount ?? 0}${
                  problems > 0 ? ` · ${text.problems}: ${problems}` : ''
                }
              </p>`
        }
      </div>
    `;
  }

  protected override render() {
    return html`
      ${this.intake.render()}
      ${this.heldFile ? this.renderFile(this.heldFile) : nothing}
      ${this.fixing.render()}
    `;
  }
}
