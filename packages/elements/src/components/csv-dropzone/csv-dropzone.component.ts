import { html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { SatElement } from '../../internal/sat-element.js';
import { type SatCsvDropzoneStrings, satCsvDropzoneStrings } from './csv-dropzone.strings.js';
import { csvDropzoneStyles } from './csv-dropzone.styles.js';
import type { SatCsvIssue, SatCsvRowValidator } from './csv-dropzone.types.js';
import { isCsvFile } from './is-csv-file.js';
import { type CsvChunk, type CsvParsing, parseCsv } from './parse-csv.js';

/** Problems listed on screen; the event carries them all. */
const shownIssues = 100;

/**
 * @tag sat-csv-dropzone
 * @summary Takes one CSV file at a time, dropped on the zone or chosen with the file picker behind
 * it (a real file input: Tab reaches it, Enter or Space opens the picker). The file is read in a
 * worker, chunk by chunk, with a progress bar; then its columns and row count are shown with any
 * problems: missing `requiredColumns`, malformed rows and what `validateRow` finds.
 *
 * A file that is not a CSV is refused with `strings.wrongType`. While a file is held, another one is
 * refused with `strings.alreadyUploaded` until the user presses Change (which opens the picker for a
 * replacement) or Remove. `abort()` stops reading and lets the file go, without an event.
 *
 * @event {SatFileChangeEvent} sat-file-change - The file is read: `detail` is `{file, header,
 * rowCount, errors}`.
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
 * @csspart progress - The sl-progress-bar shown while reading.
 * @csspart report - The columns and the row count.
 * @csspart change-button - The Change button.
 * @csspart remove-button - The Remove button.
 * @csspart errors - The list of problems.
 *
 * @cssproperty --sat-csv-dropzone-accent - Border colour of the zone under a dragged file.
 */
export class SatCsvDropzone extends SatElement<SatCsvDropzoneStrings> {
  static override styles = [SatElement.styles, csvDropzoneStyles];

  /** Columns the header must have. */
  @property({ type: Array, attribute: false }) requiredColumns: readonly string[] = [];

  /** Checks each data row; its problems are listed with the row and column they concern. */
  @property({ attribute: false }) validateRow: SatCsvRowValidator | undefined = undefined;

  /** Bytes read per step; progress is reported after each. */
  @property({ type: Number, attribute: 'chunk-size' }) chunkSize: number = 1024 * 1024;

  /** Whether files are refused without a message (the zone looks inactive). */
  @property({ type: Boolean, reflect: true }) disabled = false;

  protected readonly defaultStrings = satCsvDropzoneStrings;

  @state() private heldFile: File | null = null;
  @state() private reading = false;
  @state() private loaded = 0;
  @state() private header: string[] = [];
  @state() private rowCount = 0;
  @state() private issues: SatCsvIssue[] = [];
  @state() private message = '';
  @state() private dragging = false;

  @query('input[type=file]') private readonly input!: HTMLInputElement;

  private parsing: CsvParsing | null = null;
  /** Set by Change: the next file chosen replaces the held one. */
  private replacing = false;

  /** The file held, being read or read; `null` when empty. */
  get file(): File | null {
    return this.heldFile;
  }

  /** Stops reading the current file and lets it go. Fires no event. */
  abort(): void {
    this.parsing?.abort();
    this.parsing = null;
    this.heldFile = null;
    this.reading = false;
    this.loaded = 0;
    this.header = [];
    this.rowCount = 0;
    this.issues = [];
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.parsing?.abort();
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
    this.read(file);
  }

  private refuse(message: string): void {
    this.message = message;
    this.emit('sat-file-error', { message });
  }

  private read(file: File): void {
    this.reading = true;
    const parsing = parseCsv(file, this.chunkSize, (chunk) => this.takeChunk(file, chunk));
    this.parsing = parsing;
    parsing.done.then(
      () => {
        if (this.parsing === parsing) {
          this.finish(file);
        }
      },
      () => {
        if (this.parsing === parsing) {
          this.abort();
          this.refuse(this.text.readError);
        }
      },
    );
  }

  private takeChunk(file: File, chunk: CsvChunk): void {
    const issues = [...this.issues];
    if (this.rowCount === 0 && this.header.length === 0) {
      this.header = chunk.header;
      for (const column of this.requiredColumns.filter((name) => !chunk.header.includes(name))) {
        issues.push({ row: 1, column, message: this.text.missingColumn });
      }
    }
    const firstIndex = this.rowCount;
    for (const problem of chunk.problems) {
      issues.push({ row: firstIndex + problem.row + 2, column: '', message: problem.message });
    }
    if (this.validateRow) {
      chunk.rows.forEach((row, offset) => {
        const index = firstIndex + offset;
        for (const issue of this.validateRow!(row, index)) {
          issues.push({ row: index + 2, column: issue.column, message: issue.message });
        }
      });
    }
    this.issues = issues;
    this.rowCount = firstIndex + chunk.rows.length;
    // The cursor counts characters; bytes can only be more, so it never passes the size.
    this.loaded = Math.min(chunk.cursor, file.size);
    this.emit('sat-file-progress', { loaded: this.loaded, total: file.size });
  }

  private finish(file: File): void {
    this.parsing = null;
    this.reading = false;
    this.loaded = file.size;
    this.emit('sat-file-change', {
      file,
      header: [...this.header],
      rowCount: this.rowCount,
      errors: [...this.issues],
    });
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

  private renderFile(file: File) {
    const total = file.size || 1;
    return html`
      <div part="file">
        <span part="file-name">${file.name}</span>
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
            : html`<p part="report">
                ${this.text.columns}: ${this.header.join(', ')} · ${this.text.rows}: ${this.rowCount}
              </p>`
        }
      </div>
    `;
  }

  private renderIssues() {
    if (this.issues.length === 0) {
      return nothing;
    }
    const hidden = this.issues.length - shownIssues;
    return html`
      <ul part="errors">
        ${this.issues
          .slice(0, shownIssues)
          .map(
            (issue) =>
              html`<li>${this.text.row} ${issue.row}${issue.column ? `, ${issue.column}` : ''}: ${issue.message}</li>`,
          )}
        ${hidden > 0 ? html`<li>+ ${hidden} ${this.text.moreErrors}</li>` : nothing}
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
