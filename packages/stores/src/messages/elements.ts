import { satCommandPaletteStrings } from '@satchel/elements/command-palette/command-palette.strings';
import { satCsvDropzoneStrings } from '@satchel/elements/csv-dropzone/csv-dropzone.strings';
import { satDataTableStrings } from '@satchel/elements/data-table/data-table.strings';
import { satDialogStrings } from '@satchel/elements/dialog/dialog.strings';
import { satDocumentViewerStrings } from '@satchel/elements/document-viewer/document-viewer.strings';
import { satDropdownStrings } from '@satchel/elements/dropdown/dropdown.strings';
import { satInfiniteGridStrings } from '@satchel/elements/infinite-grid/infinite-grid.strings';
import { satLineChartStrings } from '@satchel/elements/line-chart/line-chart.strings';
import { satToastStackStrings } from '@satchel/elements/toast-stack/toast-stack.strings';

/**
 * The elements' own English texts, by element: their defaults, gathered so that a translation has
 * one object to match. Each element's `strings` property takes its entry (docs/i18n.md).
 */
export const elements = {
  commandPalette: satCommandPaletteStrings,
  csvDropzone: satCsvDropzoneStrings,
  dataTable: satDataTableStrings,
  dialog: satDialogStrings,
  documentViewer: satDocumentViewerStrings,
  dropdown: satDropdownStrings,
  infiniteGrid: satInfiniteGridStrings,
  lineChart: satLineChartStrings,
  toastStack: satToastStackStrings,
} as const;
