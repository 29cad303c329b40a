import { SatCommandPalette } from './command-palette.component.js';

export type { SatItemSelectEvent } from '../../events/sat-item-select.js';
export type { SatPaletteCloseEvent } from '../../events/sat-palette-close.js';
export type { SatQueryChangeEvent } from '../../events/sat-query-change.js';
export { SatCommandPalette } from './command-palette.component.js';
export {
  type SatCommandPaletteStrings,
  satCommandPaletteStrings,
} from './command-palette.strings.js';
export type { SatCommandPaletteItem } from './command-palette.types.js';

SatCommandPalette.define('sat-command-palette');

declare global {
  interface HTMLElementTagNameMap {
    'sat-command-palette': SatCommandPalette;
  }
}
