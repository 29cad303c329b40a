import type SlInput from '@shoelace-style/shoelace/dist/components/input/input.component.js';
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import type { SatVoice } from '../../internal/sat-element.js';
import { type CsvChecks, checkHeader, checkRows } from './check-csv.js';
import {
  type CsvIssueList,
  type ListedIssue,
  placeOf,
  shownIssues,
} from './csv-dropzone.issues.js';
import type { CsvReader } from './csv-dropzone.reader.js';
import type { SatCsvDropzoneStrings } from './csv-dropzone.strings.js';
import type { SatCsvIssue } from './csv-dropzone.types.js';
import { loadPapaparse } from './load-papaparse.js';
import { nextTask } from './next-task.js';

/** Rows checked again between two paints. */
const rowsPerStep = 5000;

/** What fixing reads of the dropzone. */
export interface CsvFixingHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly shadowRoot: ShadowRoot | null;
}

/** What fixing is told by the dropzone, and tells it. */
export interface CsvFixingLinks {
  /** The checks the rows go through again. */
  checks(): CsvChecks;
  /** The file as the user gave it (its name names a corrected copy); null when none is held. */
  given(): File | null;
  /** Check again is done: what it found, and the corrected copy when a cell was changed. */
  checked(found: SatCsvIssue[], corrected: File | null): void;
  /** Download error report. */
  downloadReport(): void;
}

/**
 * The problems list, where the file is fixed without leaving the page: a fix input per problem
 * whose cell exists, Check again (checks the header and every row as they are now, in steps
 * between which the page paints, and writes a corrected copy when a cell changed) and Download
 * error report.
 */
export class CsvFixing implements ReactiveController {
  /** Whether Check again is running. */
  checking = false;
  /** Whether a cell was changed since the rows were last checked. */
  changed = false;
  /** Counts stops, so that a check stopped meanwhile does not report. */
  private work = 0;

  constructor(
    private readonly host: CsvFixingHost,
    private readonly voice: SatVoice<SatCsvDropzoneStrings>,
    private readonly reader: CsvReader,
    private readonly issues: CsvIssueList,
    private readonly links: CsvFixingLinks,
  ) {
    host.addController(this);
  }

  /** Stops a check under way and forgets the changes (the file is let go). */
  stop(): void {
    this.work++;
    this.checking = false;
    this.changed = false;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    // Abandoned: a check under way does not report.
    this.work++;
  }

  async checkAgain(): Promise<void> {
    const sheet = this.reader.sheet;
    const given = this.links.given();
    if (!sheet || !given || this.reader.reading || this.checking) return;
    const work = this.work;
    // Where focus was, to put it back if the problem it was on is gone.
    const hadFocus = this.host.shadowRoot?.activeElement != null;
    this.checking = true;
    this.host.requestUpdate();
    const checks = this.links.checks();
    const found = checkHeader(sheet.header, checks);
    for (let from = 0; from < sheet.rowCount; from += rowsPerStep) {
      checkRows(sheet, from, Math.min(from + rowsPerStep, sheet.rowCount), checks, found);
      await nextTask();
      if (this.work !== work) return;
    }
    let corrected: File | null = null;
    if (this.changed) {
      const text = sheet.toCsv(await loadPapaparse());
      if (this.work !== work) return;
      corrected = new File([text], given.name, { type: 'text/csv' });
      this.changed = false;
    }
    this.checking = false;
    this.host.requestUpdate();
    this.links.checked(found, corrected);
    if (hadFocus) {
      await this.host.updateComplete;
      if (!this.host.shadowRoot?.activeElement) {
        const next = this.host.renderRoot.querySelector<HTMLElement>('[part=fix]');
        (next ?? this.host.renderRoot.querySelector<HTMLElement>('[part=report]'))?.focus();
      }
    }
  }

  private readonly handleCheckAgain = (): void => {
    void this.checkAgain();
  };

  private handleFix(listed: ListedIssue, event: Event): void {
    this.reader.sheet?.setCell(listed.row, listed.column, (event.target as SlInput).value);
    this.changed = true;
    // Another problem of the same cell shows the new text too.
    this.host.requestUpdate();
  }

  private readonly handleFixKey = (event: KeyboardEvent): void => {
    if (event.key === 'Enter') {
      void this.checkAgain();
    }
  };

  /** Check again, Download error report and the problems; nothing while there are none. */
  render() {
    const count = this.issues.all.length;
    if (count === 0) {
      return nothing;
    }
    const text = this.voice.text();
    const hidden = count - shownIssues;
    return html`
      <div part="issue-actions">
        ${
          this.reader.sheet && !this.reader.reading
            ? html`<sl-button
                  part="check-button"
                  size="small"
                  variant=${this.changed ? 'primary' : 'default'}
                  ?loading=${this.checking}
                  @click=${this.handleCheckAgain}
                  >${text.checkAgain}</sl-button
                >
                <sl-button part="report-button" size="small" @click=${this.links.downloadReport}
                  >${text.downloadReport}</sl-button
                >`
            : nothing
        }
      </div>
      <ul part="errors">
        ${repeat(
          this.issues.listed,
          (listed) => listed.key,
          (listed) =>
            html`<li part="error">
              <span class="problem">${placeOf(listed.issue, text)}: ${listed.issue.message}</span>
              ${this.renderFix(listed)}
            </li>`,
        )}
        ${hidden > 0 ? html`<li part="more-errors">+ ${hidden} ${text.moreErrors}</li>` : nothing}
      </ul>
    `;
  }

  private renderFix(listed: ListedIssue) {
    const sheet = this.reader.sheet;
    if (listed.column === -1 || !sheet) {
      return nothing;
    }
    return html`<sl-input
      part="fix"
      size="small"
      label=${placeOf(listed.issue, this.voice.text())}
      help-text=${listed.issue.message}
      .value=${live(sheet.cell(listed.row, listed.column))}
      ?readonly=${this.checking}
      @sl-input=${(event: Event) => this.handleFix(listed, event)}
      @keydown=${this.handleFixKey}
    ></sl-input>`;
  }
}
