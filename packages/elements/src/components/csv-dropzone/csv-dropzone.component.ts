import type SlInput from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import { SatElement } from '../../internal/sat-element.js';
import { type CsvChecks, checkHeader, checkRows, sortIssues } from './check-csv.js';
import { type SatCsvDropzoneStrings, satCsvDropzoneStrings } from './csv-dropzone.strings.js';
import { csvDropzoneStyles } from './csv-dropzone.styles.js';
import type {
  SatCsvHeaderValidator,
  SatCsvIssue,
  SatCsvRowValidator,
} from './csv-dropzone.types.js';
import { CsvSheet } from './csv-sheet.js';
import { errorReportName, errorReportText } from './error-report.js';
import { isCsvFile } from './is-csv-file.js';
import { loadPapaparse } from './load-papaparse.js';
import { nextTask } from './next-task.js';
import { type CsvChunk, type CsvParsing, parseCsv } from './parse-csv.js';
import { saveFile } from './save-file.js';

/** Problems listed on screen; the event and the error report carry them all. */
const shownIssues = 100;

/** Rows checked again between two paints. */
const rowsPerStep = 5000;

/** A listed problem and the cell its fix input edits: `column` -1 when it has none. */
interface ListedIssue {
  readonly issue: SatCsvIssue;
  readonly row: number;
  readonly column: number;
  /** The same problem keeps its key, its list item and its input (and focus) after Check again. */
  readonly key: string;
}

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

  /** Columns the header must have; each one missing is a problem at row 0. */
  @property({ type: Array, attribute: false }) requiredColumns: readonly string[] = [];

  /** Checks the header's column names; its problems are listed at row 0. */
  @property({ attribute: false }) validateHeader: SatCsvHeaderValidator | undefined = undefined;

  /**
   * Checks each data row, given as an object by column name with its index (0 for row 1) and the
   * header; its problems are listed with the row and column they concern.
   */
  @property({ attribute: false }) validateRow: SatCsvRowValidator | undefined = undefined;

  /** Bytes read per step; progress is reported and the page paints after each. */
  @property({ type: Number, attribute: 'chunk-size' }) chunkSize: number = 512 * 1024;

  /** Whether files are refused without a message (the zone looks inactive). */
  @property({ type: Boolean, reflect: true }) disabled = false;

  protected readonly defaultStrings = satCsvDropzoneStrings;

  @state() private heldFile: File | null = null;
  @state() private reading = false;
  @state() private checking = false;
  @state() private loaded = 0;
  @state() private rowCount = 0;
  /** Whether a cell was changed since the rows were last checked. */
  @state() private changed = false;
  @state() private listed: readonly ListedIssue[] = [];
  @state() private issueCount = 0;
  @state() private message = '';
  @state() private dragging = false;

  @query('input[type=file]') private readonly input!: HTMLInputElement;

  /** The file as the user gave it; `heldFile` becomes a corrected copy after fixes. */
  private givenFile: File | null = null;
  private sheet: CsvSheet | null = null;
  /** What the dropzone's own checks found, sorted. */
  private found: SatCsvIssue[] = [];
  /** What `showIssues()` was given. */
  private reported: SatCsvIssue[] = [];
  /** `found` and `reported` together, sorted: the list on screen and in the report. */
  private issues: SatCsvIssue[] = [];
  private parsing: CsvParsing | null = null;
  /** Counts reads and checks, so one that was abandoned does not report. */
  private work = 0;
  /** Set by Change: the next file chosen replaces the held one. */
  private replacing = false;

  /** The file held: as given, or the corrected copy after fixes; `null` when empty. */
  get file(): File | null {
    return this.heldFile;
  }

  /**
   * Stops reading the current file and lets it go (the host uploaded it, say), and with it a
   * refusal that spoke of it ("You had already uploaded!"). Fires no event.
   */
  abort(): void {
    this.message = '';
    this.work++;
    this.parsing?.abort();
    this.parsing = null;
    this.heldFile = null;
    this.givenFile = null;
    this.sheet = null;
    this.reading = false;
    this.checking = false;
    this.changed = false;
    this.loaded = 0;
    this.rowCount = 0;
    this.found = [];
    this.reported = [];
    this.publish();
  }

  /**
   * Lists problems found elsewhere, e.g. the server's answer to an upload (`row` 1 the first data
   * row, 0 the header), with the dropzone's own, each with a fix input where its cell exists. They
   * replace those given before and are cleared by Check again and by another file.
   */
  showIssues(issues: readonly SatCsvIssue[]): void {
    this.reported = issues.map(({ row, column, message }) => ({ row, column, message }));
    this.publish();
  }

  /**
   * The rows as they are now with an `errors` column, the file Download error report saves;
   * `null` when no file has been read.
   */
  async errorReport(): Promise<File | null> {
    const sheet = this.sheet;
    const given = this.givenFile;
    if (!sheet || !given || this.reading) return null;
    const text = errorReportText(await loadPapaparse(), sheet, this.issues);
    return new File([text], errorReportName(given.name), { type: 'text/csv' });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.work++;
    this.parsing?.abort();
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

  /** Sorts what was found and reported into the list, and picks the problems shown. */
  private publish(): void {
    const header = this.sheet?.header ?? [];
    this.issues =
      this.reported.length === 0
        ? this.found
        : sortIssues([...this.found, ...this.reported], header);
    this.issueCount = this.issues.length;
    const seen = new Map<string, number>();
    this.listed = this.issues.slice(0, shownIssues).map((issue) => {
      const same = `${issue.row}\u0000${issue.column}\u0000${issue.message}`;
      const count = (seen.get(same) ?? 0) + 1;
      seen.set(same, count);
      return { ...this.locate(issue), key: `${same}\u0000${count}` };
    });
  }

  /** The cell a problem's fix input edits, fixed now so a renamed column keeps its input. */
  private locate(issue: SatCsvIssue): Omit<ListedIssue, 'key'> {
    const sheet = this.sheet;
    const inFile = sheet !== null && issue.row >= 0 && issue.row <= sheet.rowCount;
    const column = inFile && issue.column ? sheet.columnIndex(issue.column) : -1;
    return { issue, row: issue.row, column };
  }

  private take(file: File | undefined): void {
    if (!file || this.disabled) {
      return;
    }
    if (this.heldFile && !this.replacing) {
      this.refuse(this.text.alreadyUploaded);
      return;
    }
    this.replacing = false;
    if (!isCsvFile(file)) {
      this.refuse(this.text.wrongType);
      return;
    }
    this.abort();
    this.message = '';
    this.heldFile = file;
    this.givenFile = file;
    this.read(file);
  }

  private refuse(message: string): void {
    this.message = message;
    this.emit('sat-file-error', { message });
  }

  private read(file: File): void {
    this.reading = true;
    const work = this.work;
    const parsing = parseCsv(file, this.chunkSize, (chunk) => this.takeChunk(file, chunk));
    this.parsing = parsing;
    parsing.done.then(
      () => {
        if (this.work === work) {
          this.finish();
        }
      },
      () => {
        if (this.work === work) {
          this.abort();
          this.refuse(this.text.readError);
        }
      },
    );
  }

  /** Keeps a chunk's rows and checks them; the problems are sorted and shown once all are read. */
  private takeChunk(file: File, { records, badQuotes, loaded }: CsvChunk): void {
    const checks = this.checks;
    let first = 0;
    if (!this.sheet && records.length > 0) {
      this.sheet = new CsvSheet(records[0]!);
      this.found.push(...checkHeader(this.sheet.header, checks));
      first = 1;
    }
    const sheet = this.sheet;
    if (sheet) {
      const from = sheet.rowCount;
      for (let record = first; record < records.length; record++) {
        sheet.rows.push(records[record]!);
      }
      for (const record of badQuotes) {
        // The header is record 0 of the first chunk, row 0; the next record is row 1.
        this.found.push({
          row: from + record - first + 1,
          column: '',
          message: this.text.badQuotes,
        });
      }
      checkRows(sheet, from, sheet.rowCount, checks, this.found);
      this.rowCount = sheet.rowCount;
    }
    this.loaded = loaded;
    this.emit('sat-file-progress', { loaded: this.loaded, total: file.size });
  }

  private finish(): void {
    this.parsing = null;
    this.reading = false;
    if (!this.sheet) {
      // An empty file: no header at all.
      this.sheet = new CsvSheet([]);
      this.found = checkHeader([], this.checks);
    }
    this.report();
  }

  /** Lists what the checks found (clearing what was reported) and hands the file over. */
  private report(): void {
    const sheet = this.sheet!;
    this.found = sortIssues(this.found, sheet.header);
    this.reported = [];
    this.publish();
    this.emit('sat-file-change', {
      file: this.heldFile!,
      header: [...sheet.header],
      rowCount: sheet.rowCount,
      errors: [...this.found],
      edited: this.heldFile !== this.givenFile,
    });
  }

  private async checkAgain(): Promise<void> {
    const sheet = this.sheet;
    const given = this.givenFile;
    if (!sheet || !given || this.reading || this.checking) return;
    const work = this.work;
    // Where focus was, to put it back if the problem it was on is gone.
    const hadFocus = this.shadowRoot?.activeElement != null;
    this.checking = true;
    const checks = this.checks;
    const found = checkHeader(sheet.header, checks);
    for (let from = 0; from < sheet.rowCount; from += rowsPerStep) {
      checkRows(sheet, from, Math.min(from + rowsPerStep, sheet.rowCount), checks, found);
      await nextTask();
      if (this.work !== work) return;
    }
    if (this.changed) {
      const text = sheet.toCsv(await loadPapaparse());
      if (this.work !== work) return;
      this.heldFile = new File([text], given.name, { type: 'text/csv' });
      this.changed = false;
    }
    this.checking = false;
    this.found = found;
    this.report();
    if (hadFocus) {
      await this.updateComplete;
      if (!this.shadowRoot?.activeElement) {
        const next = this.renderRoot.querySelector<HTMLElement>('[part=fix]');
        (next ?? this.renderRoot.querySelector<HTMLElement>('[part=report]'))?.focus();
      }
    }
  }

  private async downloadReport(): Promise<void> {
    const report = await this.errorReport();
    if (report) saveFile(report);
  }

  private readonly handleInputChange = (): void => {
    this.take(this.input.files?.[0]);
    // Choosing the same file again must fire change again.
    this.input.value = '';
  };

  private readonly handlePickerCancel = (): void => {
    this.replacing = false;
  };

  private readonly handleDragOver = (event: DragEvent): void => {
    event.preventDefault();
    this.dragging = true;
  };

  private readonly handleDragLeave = (): void => {
    this.dragging = false;
  };

  private readonly handleDrop = (event: DragEvent): void => {
    event.preventDefault();
    this.dragging = false;
    this.take(event.dataTransfer?.files[0]);
  };

  private readonly handleChange = (): void => {
    this.replacing = true;
    this.message = '';
    this.input.click();
  };

  private readonly handleRemove = (): void => {
    this.abort();
    this.message = '';
    this.emit('sat-file-remove', {});
  };

  private readonly handleCheckAgain = (): void => {
    void this.checkAgain();
  };

  private readonly handleDownloadReport = (): void => {
    void this.downloadReport();
  };

  private handleFix(listed: ListedIssue, event: Event): void {
    this.sheet?.setCell(listed.row, listed.column, (event.target as SlInput).value);
    this.changed = true;
    // Another problem of the same cell shows the new text too.
    this.requestUpdate();
  }

  private readonly handleFixKey = (event: KeyboardEvent): void => {
    if (event.key === 'Enter') {
      void this.checkAgain();
    }
  };

  /** "Row 12, price", or "Header, sku" for row 0. */
  private placeOf({ row, column }: SatCsvIssue): string {
    const line = row === 0 ? this.text.header : `${this.text.row} ${row}`;
    return column ? `${line}, ${column}` : line;
  }

  private renderFile(file: File) {
    const total = file.size || 1;
    const header = this.sheet?.header ?? [];
    return html`
      <div part="file">
        <span class="name">
          <span part="file-name">${file.name}</span>
          ${file === this.givenFile ? nothing : html`<span part="edited">${this.text.edited}</span>`}
        </span>
        <span class="actions">
          <sl-button part="change-button" size="small" @click=${this.handleChange}>${this.text.change}</sl-button>
          <sl-button part="remove-button" size="small" @click=${this.handleRemove}>${this.text.remove}</sl-button>
        </span>
        ${
          this.reading
            ? html`<sl-progress-bar
                part="progress"
                value=${Math.round((this.loaded / total) * 100)}
                label=${this.text.progress}
              ></sl-progress-bar>`
            : html`<p part="report" role="status" tabindex="-1">
                ${this.text.columns}: ${header.join(', ')} · ${this.text.rows}: ${this.rowCount}${
                  this.issueCount > 0 ? ` · ${this.text.problems}: ${this.issueCount}` : ''
                }
              </p>`
        }
      </div>
    `;
  }

  private renderFix(listed: ListedIssue) {
    if (listed.column === -1 || !this.sheet) {
      return nothing;
    }
    return html`<sl-input
      part="fix"
      size="small"
      label=${this.placeOf(listed.issue)}
      help-text=${listed.issue.message}
      .value=${live(this.sheet.cell(listed.row, listed.column))}
      ?readonly=${this.checking}
      @sl-input=${(event: Event) => this.handleFix(listed, event)}
      @keydown=${this.handleFixKey}
    ></sl-input>`;
  }

  private renderIssues() {
    if (this.issueCount === 0) {
      return nothing;
    }
    const hidden = this.issueCount - shownIssues;
    return html`
      <div part="issue-actions">
        ${
          this.sheet && !this.reading
            ? html`<sl-button
                  part="check-button"
                  size="small"
                  variant=${this.changed ? 'primary' : 'default'}
                  ?loading=${this.checking}
                  @click=${this.handleCheckAgain}
                  >${this.text.checkAgain}</sl-button
                >
                <sl-button part="report-button" size="small" @click=${this.handleDownloadReport}
                  >${this.text.downloadReport}</sl-button
                >`
            : nothing
        }
      </div>
      <ul part="errors">
        ${repeat(
          this.listed,
          (listed) => listed.key,
          (listed) =>
            html`<li part="error">
              <span class="problem">${this.placeOf(listed.issue)}: ${listed.issue.message}</span>
              ${this.renderFix(listed)}
            </li>`,
        )}
        ${hidden > 0 ? html`<li part="more-errors">+ ${hidden} ${this.text.moreErrors}</li>` : nothing}
      </ul>
    `;
  }

  protected override render() {
    return html`
      <label
        part="zone"
        class=${this.dragging ? 'dragging' : ''}
        @dragover=${this.handleDragOver}
        @dragleave=${this.handleDragLeave}
        @drop=${this.handleDrop}
      >
        <input
          class="visually-hidden"
          type="file"
          accept=".csv,text/csv"
          ?disabled=${this.disabled}
          @change=${this.handleInputChange}
          @cancel=${this.handlePickerCancel}
        />
        <span part="label">${this.text.label}</span>
        <span part="hint">${this.text.hint}</span>
      </label>
      ${this.message ? html`<p part="message" role="alert">${this.message}</p>` : nothing}
      ${this.heldFile ? this.renderFile(this.heldFile) : nothing}
      ${this.renderIssues()}
    `;
  }
}
