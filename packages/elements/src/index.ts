// Every element of the package, each tag defined once. A bundle that needs only one element can
// import its tag module instead, e.g. '@satchel/elements/dialog/dialog'.

export * from './components/command-palette/command-palette.js';
export * from './components/csv-dropzone/csv-dropzone.js';
export * from './components/data-table/data-table.js';
export * from './components/dialog/dialog.js';
export * from './components/document-viewer/document-viewer.js';
export * from './components/dropdown/dropdown.js';
export * from './components/infinite-grid/infinite-grid.js';
export * from './components/line-chart/line-chart.js';
export * from './components/toast-stack/toast-stack.js';
