import type { users } from '@satchel/api';
import { coupons, messages } from '@satchel/stores';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { FormDialog } from '../../components/form/FormDialog.js';
import { useFormStore } from '../../components/form/useFormStore.js';
import { withCountryCode } from '../../components/format/phone.js';
import { UserSearch } from '../users/UserSearch.js';
import './AssignCouponUsersDialog.css';

/**
 * Assigns a coupon to users the operator finds (the Users screen's search) and chooses, through
 * the same assignment as the Users screen's Assign Coupon.
 */
export function AssignCouponUsersDialog() {
  const form = useFormStore(coupons.couponUsersForm);
  const coupon = form.context;
  const { chosen } = form.values;
  const choose = (picked: readonly users.User[]) =>
    coupons.couponUsersForm.change('chosen', picked);

  return (
    <FormDialog
      label={coupon ? messages.coupons.assignTitle(coupon.code) : messages.coupons.assignToUsers}
      open={form.open}
      onClose={coupons.couponUsersForm.close}
      width="36rem"
      action={{
        label: messages.assign,
        onSubmit: () => void coupons.couponUsersForm.submit(),
        busy: form.busy,
        disabled: chosen.length === 0,
      }}
    >
      <UserSearch
        key={coupon?.id}
        actionFor={(user) => (
          <SlButton
            size="small"
            disabled={chosen.some((each) => each.id === user.id)}
            onClick={() => choose([...chosen, user])}
          >
            {messages.coupons.choose}
          </SlButton>
        )}
      />
      <section aria-label={messages.coupons.chosenUsers(chosen.length)}>
        <p>{messages.coupons.chosenUsers(chosen.length)}</p>
        <ul className="coupon-users">
          {chosen.map((user) => (
            <li key={user.id} className="coupon-users__user">
              <span className="coupon-users__name">{user.name}</span>
              <span>{withCountryCode(user.phone)}</span>
              <SlButton
                size="small"
                onClick={() => choose(chosen.filter((each) => each.id !== user.id))}
              >
                {messages.coupons.remove}
              </SlButton>
            </li>
          ))}
        </ul>
      </section>
    </FormDialog>
  );
}
