// The toast stack and the dialog in one chunk: they share most of their code (the elements' base,
// icons and Shoelace parts), which one chunk carries once, and the first one needed brings both.
export { AppDialog } from './AppDialog.js';
export { AppToasts } from './AppToasts.js';
