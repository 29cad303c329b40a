import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { SatDataTable } from './data-table.component.js';

export type { SatActiveRowChangeEvent } from '../../events/sat-active-row-change.js';
export type { SatApplyEvent } from '../../events/sat-apply.js';
export type { SatCellChangeEvent } from '../../events/sat-cell-change.js';
export type { SatColumnsChangeEvent } from '../../events/sat-columns-change.js';
export type { SatFiltersApplyEvent } from '../../events/sat-filters-apply.js';
export type { SatFiltersResetEvent } from '../../events/sat-filters-reset.js';
export type { SatFiltersToggleEvent } from '../../events/sat-filters-toggle.js';
export type { SatLimitChangeEvent } from '../../events/sat-limit-change.js';
export type { SatLinkClickEvent } from '../../events/sat-link-click.js';
export type { SatNewRowsShowEvent } from '../../events/sat-new-rows-show.js';
export type { SatPageChangeEvent } from '../../events/sat-page-change.js';
export type { SatRowActionEvent } from '../../events/sat-row-action.js';
export type { SatSelectAllMatchingEvent } from '../../events/sat-select-all-matching.js';
export type { SatSelectionChangeEvent } from '../../events/sat-selection-change.js';
export type { SatSortChangeEvent } from '../../events/sat-sort-change.js';
export type { SatTotalCountEvent } from '../../events/sat-total-count.js';
export { SatDataTable } from './data-table.component.js';
export {
  type SatCountText,
  type SatDataTableStrings,
  satDataTableStrings,
} from './data-table.strings.js';
export type * from './data-table.types.js';

SatDataTable.define('sat-data-table');

declare global {
  interface HTMLElementTagNameMap {
    'sat-data-table': SatDataTable;
  }
}
