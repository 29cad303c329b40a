import { SatDataTable } from '@satchel/elements/react';
import { coupons, messages } from '@satchel/stores';
import { HISTORY_ACTION, openHistoryOf } from '../../components/history/historyAction.js';
import { ListToolbar } from '../../components/list-table/ListToolbar.js';
import { useAllowedColumns } from '../../components/list-table/useAllowedColumns.js';
import { useListTable } from '../../components/list-table/useListTable.js';
import {
  activeColumn,
  couponActions,
  couponColumns,
  couponExportFormats,
  couponFilters,
  couponRowLabel,
  globalColumn,
} from './couponsTable.js';

/** What each row action does. */
const rowActions = {
  [couponActions.edit]: coupons.openEditCoupon,
  [couponActions.assign]: coupons.openCouponUsersAssignment,
  [couponActions.delete]: coupons.requestCouponDeletion,
  [HISTORY_ACTION]: openHistoryOf('coupons', couponRowLabel),
};

/** Every row action changes coupons: a role that may not has none (issue 30). */
const actionNeeds = {
  [couponActions.edit]: 'coupons:write',
  [couponActions.assign]: 'coupons:write',
  [couponActions.delete]: 'coupons:write',
} as const;

/** The coupons table: toggles for active and all users, and edit, assign and delete per row. */
export function CouponsTable() {
  const table = useListTable(coupons.couponsList, { filters: couponFilters, rowActions });
  const columns = useAllowedColumns(couponColumns, 'coupons:write', actionNeeds);

  return (
    <SatDataTable
      {...table}
      label={messages.coupons.title}
      columns={columns}
      rowLabel={couponRowLabel}
      onSatCellChange={(event) => {
        const { key, column, value } = event.detail;
        if (column === activeColumn) void coupons.setCouponActive(key, value === true);
        if (column === globalColumn) void coupons.toggleCouponGlobal(key);
      }}
    >
      <ListToolbar
        list={coupons.couponsList}
        columns={couponColumns}
        formats={couponExportFormats}
        chosen={table}
      />
    </SatDataTable>
  );
}
