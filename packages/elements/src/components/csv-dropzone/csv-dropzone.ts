import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/progress-bar/progress-bar.js';
import { SatCsvDropzone } from './csv-dropzone.component.js';

export type { SatFileChangeDetail, SatFileChangeEvent } from '../../events/sat-file-change.js';
export type { SatFileErrorEvent } from '../../events/sat-file-error.js';
export type { SatFileProgressEvent } from '../../events/sat-file-progress.js';
export type { SatFileRemoveEvent } from '../../events/sat-file-remove.js';
export { SatCsvDropzone } from './csv-dropzone.component.js';
export { type SatCsvDropzoneStrings, satCsvDropzoneStrings } from './csv-dropzone.strings.js';
export type {
  SatCsvCellIssue,
  SatCsvHeaderValidator,
  SatCsvIssue,
  SatCsvRow,
  SatCsvRowValidator,
} from './csv-dropzone.types.js';

SatCsvDropzone.define('sat-csv-dropzone');

declare global {
  interface HTMLElementTagNameMap {
    'sat-csv-dropzone': SatCsvDropzone;
  }
}
