import { coupons } from '@satchel/api';
import { api } from '../client.js';
import { createAction } from '../data/create-action.js';
import { messages } from '../messages/index.js';

/**
 * Assigning one coupon to chosen users (`POST /admin/coupon/assign-users`, design.md §4): the one
 * action behind the Users screen's Assign Coupon and the coupon screen's Assign to users.
 */
export const couponAssignment = createAction({
  run: (couponId: string, userIds: readonly string[]) =>
    api.call(coupons.assignUsers, { body: { couponId, userIds: [...userIds] } }),
  success: () => messages.users.assignmentSuccessful,
  failure: messages.users.assignmentFailed,
});
