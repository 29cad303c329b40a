import { SatDataTable } from '@satchel/elements/react';
import { coupons, messages } from '@satchel/stores';
import { ListToolbar } from '../../components/list-table/ListToolbar.js';
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
};

/** The coupons table: toggles for active and all users, and edit, assign and delete per row. */
export function CouponsTable() {
  const table = useListTable(coupons.couponsList, { filters: couponFilters, rowActions });

  return (
    <SatDataTable
      {...table}
      label={messages.coupons.title}
      columns={couponColumns}
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
