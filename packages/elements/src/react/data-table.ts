import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { SatDataTable as SatDataTableElement } from '../components/data-table/data-table.js';
import type { SatApplyEvent } from '../events/sat-apply.js';
import type { SatCellChangeEvent } from '../events/sat-cell-change.js';
import type { SatFiltersApplyEvent } from '../events/sat-filters-apply.js';
import type { SatFiltersResetEvent } from '../events/sat-filters-reset.js';
import type { SatFiltersToggleEvent } from '../events/sat-filters-toggle.js';
import type { SatLimitChangeEvent } from '../events/sat-limit-change.js';
import type { SatLinkClickEvent } from '../events/sat-link-click.js';
import type { SatPageChangeEvent } from '../events/sat-page-change.js';
import type { SatRowActionEvent } from '../events/sat-row-action.js';
import type { SatSelectionChangeEvent } from '../events/sat-selection-change.js';
import type { SatSortChangeEvent } from '../events/sat-sort-change.js';

/** React wrapper of `<sat-data-table>`. */
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
    onSatCellChange: 'sat-cell-change' as EventName<SatCellChangeEvent>,
    onSatRowAction: 'sat-row-action' as EventName<SatRowActionEvent>,
    onSatLinkClick: 'sat-link-click' as EventName<SatLinkClickEvent>,
  },
  displayName: 'SatDataTable',
});
