import { SatDataTable } from '@satchel/elements/react';
import { coupons, messages } from '@satchel/stores';
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
  const table = useListTableProps(coupons.$couponsList, {
    open: coupons.openCouponsList,
    setPage: coupons.setCouponsPage,
    setLimit: coupons.setCouponsLimit,
    setSort: coupons.setCouponsSort,
    reload: coupons.reloadCoupons,
    applyFilters: coupons.applyCouponsFilters,
    resetFilters: coupons.resetCouponsFilters,
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
        if (column === activeColumn) void coupons.setCouponActive(key, value === true);
        if (column === globalColumn) void coupons.toggleCouponGlobal(key);
      }}
      onSatRowAction={(event) => {
        const coupon = table.rows.find((row) => row.id === event.detail.key);
        if (!coupon) return;
        if (event.detail.action === couponActions.edit) coupons.openEditCoupon(coupon);
        if (event.detail.action === couponActions.assign) coupons.openCouponUsersAssignment(coupon);
        if (event.detail.action === couponActions.delete) coupons.requestCouponDeletion(coupon);
      }}
    />
  );
}
