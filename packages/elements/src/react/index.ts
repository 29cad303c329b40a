// Generated from custom-elements.json by scripts/generate-api.mjs: change the element, then run `pnpm --filter @satchel/elements generate`.
// React components for the elements; each module defines the tag it wraps and exports its types.

export * from './command-palette.js';
export * from './csv-dropzone.js';
export * from './data-table.js';
export * from './dialog.js';
export * from './document-viewer.js';
export * from './dropdown.js';
export * from './infinite-grid.js';
export * from './line-chart.js';
export * from './toast-stack.js';
