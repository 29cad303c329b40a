import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { SatVoice } from '../../internal/sat-element.js';
import type { SatCsvDropzoneStrings } from './csv-dropzone.strings.js';
import { isCsvFile } from './is-csv-file.js';

/** What the intake reads of the dropzone. */
export interface CsvIntakeHost extends ReactiveControllerHost {
  /** Whether files are refused without a message. */
  readonly disabled: boolean;
  /** The file held, if any. */
  readonly file: File | null;
  readonly renderRoot: HTMLElement | DocumentFragment;
}

/**
 * The way in: the drop zone around the file input, which takes one file dropped or picked and
 * refuses, with a message, a file that is not a CSV or a second one while one is held (Change
 * lets the next one replace it). A file taken goes to `accept`.
 */
export class CsvIntake {
  /** Why the last file was refused; empty when none was, or once that no longer holds. */
  message = '';
  /** Whether a file is dragged over the zone. */
  private dragging = false;
  /** Set by Change: the next file chosen replaces the held one. */
  private replacing = false;

  constructor(
    private readonly host: CsvIntakeHost,
    private readonly voice: SatVoice<SatCsvDropzoneStrings>,
    private readonly accept: (file: File) => void,
  ) {}

  /** A file dropped or picked: taken, refused with a message, or ignored while disabled. */
  take(file: File | undefined): void {
    if (!file || this.host.disabled) {
      return;
    }
    if (this.host.file && !this.replacing) {
      this.refuse(this.voice.text().alreadyUploaded);
      return;
    }
    this.replacing = false;
    if (!isCsvFile(file)) {
      this.refuse(this.voice.text().wrongType);
      return;
    }
    this.accept(file);
  }

  /** Shows why a file was refused or could not be read, and reports it. */
  refuse(message: string): void {
    this.setMessage(message);
    this.voice.emit('sat-file-error', { message });
  }

  /** Takes back the message: the file it spoke of is gone, or another one is coming. */
  clear(): void {
    this.setMessage('');
  }

  /** Change: opens the picker for a file to replace the held one. */
  readonly replace = (): void => {
    this.replacing = true;
    this.clear();
    this.host.renderRoot.querySelector<HTMLInputElement>('input[type=file]')?.click();
  };

  private setMessage(message: string): void {
    if (message !== this.message) {
      this.message = message;
      this.host.requestUpdate();
    }
  }

  private setDragging(dragging: boolean): void {
    if (dragging !== this.dragging) {
      this.dragging = dragging;
      this.host.requestUpdate();
    }
  }

  private readonly handleInputChange = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    this.take(input.files?.[0]);
    // Choosing the same file again must fire change again.
    input.value = '';
  };

  private readonly handlePickerCancel = (): void => {
    this.replacing = false;
  };

  private readonly handleDragOver = (event: DragEvent): void => {
    event.preventDefault();
    this.setDragging(true);
  };

  private readonly handleDragLeave = (): void => {
    this.setDragging(false);
  };

  private readonly handleDrop = (event: DragEvent): void => {
    event.preventDefault();
    this.setDragging(false);
    this.take(event.dataTransfer?.files[0]);
  };

  /** The zone, and the message of the last refusal. */
  render() {
    const text = this.voice.text();
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
          ?disabled=${this.host.disabled}
          @change=${this.handleInputChange}
          @cancel=${this.handlePickerCancel}
        />
        <span part="label">${text.label}</span>
        <span part="hint">${text.hint}</span>
      </label>
      ${this.message ? html`<p part="message" role="alert">${this.message}</p>` : nothing}
    `;
  }
}
