import { coupons, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { HistoryDialog } from '../../components/history/HistoryDialog.js';
import { useMay } from '../../components/permissions/useMay.js';
import { ScreenHeader } from '../../components/screen-header/ScreenHeader.js';
import { AssignCouponUsersDialog } from './AssignCouponUsersDialog.js';
import { CouponFormDialog } from './CouponFormDialog.js';
import { CouponsTable } from './CouponsTable.js';

/**
 * Coupon Management (spec part 1 §2): the coupons table with its toggles and row actions, the
 * one form that creates and edits a coupon, and assigning a coupon to chosen users.
 */
export function CouponsScreen() {
  const may = useMay();
  return (
    <section className="coupons-screen">
      <ScreenHeader
        title={messages.coupons.title}
        action={
          may('coupons:write') ? (
            <SlButton variant="primary" onClick={coupons.openCreateCoupon}>
              {messages.coupons.create}
            </SlButton>
          ) : null
        }
      />
      <CouponsTable />
      <CouponFormDialog />
      <AssignCouponUsersDialog />
      <HistoryDialog />
    </section>
  );
}
