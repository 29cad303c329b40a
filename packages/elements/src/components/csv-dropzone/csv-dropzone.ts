import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/progress-bar/progress-bar.js';
import { defineElement } from '../../internal/define-element.js';
import { SatCsvDropzone } from './csv-dropzone.component.js';

export { type SatFileChangeDetail, SatFileChangeEvent } from '../../events/sat-file-change.js';
export { SatFileErrorEvent } from '../../events/sat-file-error.js';
export { SatFileProgressEvent } from '../../events/sat-file-progress.js';
export { SatFileRemoveEvent } from '../../events/sat-file-remove.js';
export { SatCsvDropzone } from './csv-dropzone.component.js';
export type { SatCsvIssue, SatCsvRow, SatCsvRowValidator } from './csv-dropzone.types.js';

defineElement('sat-csv-dropzone', SatCsvDropzone);

declare global {
  interface HTMLElementTagNameMap {
    'sat-csv-dropzone': SatCsvDropzone;
  }
}
