import '@shoelace-style/shoelace/dist/components/spinner/spinner.js';
import { defineElement } from '../../internal/define-element.js';
import { SatDataTable } from './data-table.component.js';

export { SatApplyEvent } from '../../events/sat-apply.js';
export { SatCellChangeEvent } from '../../events/sat-cell-change.js';
export { SatFiltersApplyEvent } from '../../events/sat-filters-apply.js';
export { SatFiltersResetEvent } from '../../events/sat-filters-reset.js';
export { SatFiltersToggleEvent } from '../../events/sat-filters-toggle.js';
export { SatLimitChangeEvent } from '../../events/sat-limit-change.js';
export { SatLinkClickEvent } from '../../events/sat-link-click.js';
export { SatPageChangeEvent } from '../../events/sat-page-change.js';
export { SatRowActionEvent } from '../../events/sat-row-action.js';
export { SatSelectionChangeEvent } from '../../events/sat-selection-change.js';
export { SatSortChangeEvent } from '../../events/sat-sort-change.js';
export { SatDataTable } from './data-table.component.js';
export type * from './data-table.types.js';

defineElement('sat-data-table', SatDataTable);

declare global {
  interface HTMLElementTagNameMap {
    'sat-data-table': SatDataTable;
  }
}
