import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SatVoice } from '../../internal/sat-element.js';
import { type CsvChecks, checkHeader, checkRows } from './check-csv.js';
import type { CsvIssueList } from './csv-dropzone.issues.js';
import type { SatCsvDropzoneStrings } from './csv-dropzone.strings.js';
import { CsvSheet } from './csv-sheet.js';
import { type CsvChunk, type CsvParsing, parseCsv } from './parse-csv.js';

/** What the reader reads of the dropzone. */
export interface CsvReaderHost extends ReactiveControllerHost {
  /** Bytes read per step. */
  readonly chunkSize: number;
}

/** What the reader is told by the dropzone, and tells it. */
export interface CsvReaderLinks {
  /** The checks each row goes through as it is read. */
  checks(): CsvChecks;
  /** The whole file is read: `sheet` holds it, the issue list's `found` what its checks found. */
  read(): void;
  /** The file could not be read. */
  failed(): void;
}

/**
 * Reads the file taken into a sheet, step by step with progress, checking the header and each
 * row as they come (their problems go to the issue list's `found`). The sheet stays, and is fixed
 * in place, until the file is let go.
 */
export class CsvReader implements ReactiveController {
  /** The rows read so far, then the file's; null before the first step and once let go. */
  sheet: CsvSheet | null = null;
  /** Whether the file is being read. */
  reading = false;
  /** Bytes read so far. */
  loaded = 0;
  private parsing: CsvParsing | null = null;

  constructor(
    private readonly host: CsvReaderHost,
    private readonly voice: SatVoice<SatCsvDropzoneStrings>,
    private readonly issues: CsvIssueList,
    private readonly links: CsvReaderLinks,
  ) {
    host.addController(this);
  }

  read(file: File): void {
    this.reading = true;
    this.host.requestUpdate();
    const parsing = parseCsv(file, this.host.chunkSize, (chunk) => this.takeChunk(file, chunk));
    this.parsing = parsing;
    // A read stopped or abandoned meanwhile (`parsing` replaced) reports nothing.
    parsing.done.then(
      () => {
        if (this.parsing === parsing) this.finish();
      },
      () => {
        if (this.parsing === parsing) this.links.failed();
      },
    );
  }

  /** Stops reading and lets the file's rows go. */
  stop(): void {
    this.parsing?.abort();
    this.parsing = null;
    this.sheet = null;
    this.reading = false;
    this.loaded = 0;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    // Abandoned: a read started again on return would be a new one.
    this.parsing?.abort();
    this.parsing = null;
  }

  /** Keeps a chunk's rows and checks them; the problems are sorted and shown once all are read. */
  private takeChunk(file: File, { records, badQuotes, loaded }: CsvChunk): void {
    const checks = this.links.checks();
    const found = this.issues.found;
    let first = 0;
    if (!this.sheet && records.length > 0) {
      this.sheet = new CsvSheet(records[0]!);
      found.push(...checkHeader(this.sheet.header, checks));
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
        found.push({
          row: from + record - first + 1,
          column: '',
          message: this.voice.text().badQuotes,
        });
      }
      checkRows(sheet, from, sheet.rowCount, checks, found);
    }
    this.loaded = loaded;
    this.host.requestUpdate();
    this.voice.emit('sat-file-progress', { loaded, total: file.size });
  }

  private finish(): void {
    this.parsing = null;
    this.reading = false;
    if (!this.sheet) {
      // An empty file: no header at all.
      this.sheet = new CsvSheet([]);
      this.issues.found = checkHeader([], this.links.checks());
    }
    this.host.requestUpdate();
    this.links.read();
  }
}
