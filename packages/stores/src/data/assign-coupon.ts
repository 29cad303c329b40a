import { coupons } from '@satchel/api';
import { api } from '../client.js';
import { messages } from '../messages/index.js';
import { createAction } from './create-action.js';

/**
 * Assigning one coupon to chosen users (`POST /admin/coupon/assign-users`, design.md §4): the one
 * action behind the Users screen's Assign Coupon and the coupon screen's Assign to users (so it
 * lives here, beside the data primitives, rather than in either screen's folder).
 */
export const couponAssignment = createAction({
  run: (couponId: string, userIds: readonly string[]) =>
    api.call(coupons.assignUsers, { body: { couponId, userIds: [...userIds] } }),
  success: () => messages.users.assignmentSuccessful,
  get failure() {
    return messages.users.assignmentFailed;
  },
});
