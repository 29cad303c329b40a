import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { SatInfiniteGrid } from './infinite-grid.component.js';

export type { SatActiveCardChangeEvent } from '../../events/sat-active-card-change.js';
export type { SatLoadMoreEvent } from '../../events/sat-load-more.js';
export { SatInfiniteGrid } from './infinite-grid.component.js';
export { type SatInfiniteGridStrings, satInfiniteGridStrings } from './infinite-grid.strings.js';
export type * from './infinite-grid.types.js';

SatInfiniteGrid.define('sat-infinite-grid');

declare global {
  interface HTMLElementTagNameMap {
    'sat-infinite-grid': SatInfiniteGrid;
  }
}
