import { SatDataTable } from '@satchel/elements/react';
import {
  $couponsList,
  applyCouponsFilters,
  messages,
  openCouponsList,
  openCouponUsersAssignment,
  openEditCoupon,
  reloadCoupons,
  requestCouponDeletion,
  resetCouponsFilters,
  setCouponActive,
  setCouponsLimit,
  setCouponsPage,
  setCouponsSort,
  toggleCouponGlobal,
} from '@satchel/stores';
import { useListTableProps } from '../../components/list-table/listTableProps.js';
import {
  activeColumn,
  couponActions,
  couponColumns,
  couponFilters,
  couponRowLabel,
  globalColumn,
} from './couponsTable.js';

/** The coupons table: toggles for active and all users, and edit, assign and delete per row. */
export function CouponsTable() {
  const table = useListTableProps($couponsList, {
    open: openCouponsList,
    setPage: setCouponsPage,
    setLimit: setCouponsLimit,
    setSort: setCouponsSort,
    reload: reloadCoupons,
    applyFilters: applyCouponsFilters,
    resetFilters: resetCouponsFilters,
  });

  return (
    <SatDataTable
      {...table}
      label={messages.coupons.title}
      columns={couponColumns}
      filters={couponFilters}
      rowLabel={couponRowLabel}
      onSatCellChange={(event) => {
        const { key, column, value } = event.detail;
        if (column === activeColumn) void setCouponActive(key, value === true);
        if (column === globalColumn) void toggleCouponGlobal(key);
      }}
      onSatRowAction={(event) => {
        const coupon = table.rows.find((row) => row.id === event.detail.key);
        if (!coupon) return;
        if (event.detail.action === couponActions.edit) openEditCoupon(coupon);
        if (event.detail.action === couponActions.assign) openCouponUsersAssignment(coupon);
        if (event.detail.action === couponActions.delete) requestCouponDeletion(coupon);
      }}
    />
  );
}
