import { type Static, Type } from 'typebox';
import { defineCall } from './call.js';
import { Id } from './common.js';
import { MAX_ROLES } from './roles.js';

/**
 * Which roles must sign in with a one-time code too (issue 30, "Stronger sign-in"): a switch per
 * role, an Administrator's to set (`team:write`). An operator of such a role without codes is
 * taken to set them up right after their password.
 */

export const RoleTwoStep = Type.Object({
  id: Id,
  name: Type.String(),
  twoStepRequired: Type.Boolean(),
});
export type RoleTwoStep = Static<typeof RoleTwoStep>;

export const list = defineCall({
  method: 'GET',
  path: '/admin/sign-in-rules/roles',
  summary: 'Every role, and whether its operators must use two-step sign-in',
  tags: ['roles'],
  auth: true,
  permission: 'team:read',
  response: { 200: Type.Object({ data: Type.Array(RoleTwoStep, { maxItems: MAX_ROLES }) }) },
});

export const setTwoStepRequired = defineCall({
  method: 'PUT',
  path: '/admin/sign-in-rules/roles/:id',
  summary: "Require two-step sign-in of a role's operators, or stop requiring it",
  description:
    'Holds from their next call: an operator of the role without codes may then only set them up.',
  tags: ['roles'],
  auth: true,
  permission: 'team:write',
  params: Type.Object({ id: Id }),
  body: Type.Object({ twoStepRequired: Type.Boolean() }),
  response: {
    200: Type.Object({ message: Type.String(), data: RoleTwoStep }),
  },
});
