// Generated from custom-elements.json by scripts/generate-api.mjs: change the element, then run `pnpm --filter @satchel/elements generate`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import type {
  SatActiveRowChangeEvent,
  SatApplyEvent,
  SatCellChangeEvent,
  SatColumnsChangeEvent,
  SatFiltersApplyEvent,
  SatFiltersResetEvent,
  SatFiltersToggleEvent,
  SatLimitChangeEvent,
  SatLinkClickEvent,
  SatNewRowsShowEvent,
  SatPageChangeEvent,
  SatRowActionEvent,
  SatSelectAllMatchingEvent,
  SatSelectionChangeEvent,
  SatSortChangeEvent,
  SatTotalCountEvent,
} from '../components/data-table/data-table.js';
import { SatDataTable as SatDataTableElement } from '../components/data-table/data-table.js';

// Every type of the element's module (its events, options, texts), and the element's own class
// under another name, for refs.
export type * from '../components/data-table/data-table.js';
export type { SatDataTable as SatDataTableElement } from '../components/data-table/data-table.js';

/** React wrapper of `<sat-data-table>`; its API is in the elements' README. */
export const SatDataTable = createComponent({
  tagName: 'sat-data-table',
  elementClass: SatDataTableElement,
  react: React,
  events: {
    onSatPageChange: 'sat-page-change' as EventName<SatPageChangeEvent>,
    onSatLimitChange: 'sat-limit-change' as EventName<SatLimitChangeEvent>,
    onSatSortChange: 'sat-sort-change' as EventName<SatSortChangeEvent>,
    onSatApply: 'sat-apply' as EventName<SatApplyEvent>,
    onSatFiltersApply: 'sat-filters-apply' as EventName<SatFiltersApplyEvent>,
    onSatFiltersReset: 'sat-filters-reset' as EventName<SatFiltersResetEvent>,
    onSatFiltersToggle: 'sat-filters-toggle' as EventName<SatFiltersToggleEvent>,
    onSatSelectionChange: 'sat-selection-change' as EventName<SatSelectionChangeEvent>,
    onSatSelectAllMatching: 'sat-select-all-matching' as EventName<SatSelectAllMatchingEvent>,
    onSatColumnsChange: 'sat-columns-change' as EventName<SatColumnsChangeEvent>,
    onSatNewRowsShow: 'sat-new-rows-show' as EventName<SatNewRowsShowEvent>,
    onSatTotalCount: 'sat-total-count' as EventName<SatTotalCountEvent>,
    onSatCellChange: 'sat-cell-change' as EventName<SatCellChangeEvent>,
    onSatActiveRowChange: 'sat-active-row-change' as EventName<SatActiveRowChangeEvent>,
    onSatRowAction: 'sat-row-action' as EventName<SatRowActionEvent>,
    onSatLinkClick: 'sat-link-click' as EventName<SatLinkClickEvent>,
  },
  displayName: 'SatDataTable',
});
