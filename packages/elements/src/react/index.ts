// React components for the elements; each module defines the tag it wraps.

export type {
  SatCsvIssue,
  SatCsvRow,
  SatCsvRowValidator,
} from '../components/csv-dropzone/csv-dropzone.types.js';
export type * from '../components/data-table/data-table.types.js';
export type { SatDialogType } from '../components/dialog/dialog.types.js';
export type { SatDropdownOption, SatDropdownSize } from '../components/dropdown/dropdown.types.js';
export type {
  SatLineChartSeries,
  SatValueFormat,
} from '../components/line-chart/line-chart.types.js';
export type { SatToast, SatToastVariant } from '../components/toast-stack/toast-stack.types.js';
export type { SatDialogCloseEvent, SatDialogCloseReason } from '../events/sat-dialog-close.js';
export type { SatDialogConfirmEvent } from '../events/sat-dialog-confirm.js';
export type { SatDropdownChangeEvent } from '../events/sat-dropdown-change.js';
export type { SatFileChangeDetail, SatFileChangeEvent } from '../events/sat-file-change.js';
export type { SatFileErrorEvent } from '../events/sat-file-error.js';
export type { SatFileProgressEvent } from '../events/sat-file-progress.js';
export type { SatFileRemoveEvent } from '../events/sat-file-remove.js';
export type { SatToastDismissEvent } from '../events/sat-toast-dismiss.js';
export { SatCsvDropzone } from './csv-dropzone.js';
export { SatDataTable } from './data-table.js';
export { SatDialog } from './dialog.js';
export { SatDropdown } from './dropdown.js';
export { SatLineChart } from './line-chart.js';
export { SatToastStack } from './toast-stack.js';
