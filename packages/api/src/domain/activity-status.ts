/** Whether a school, branch, bundle, competition or banner is in use: one pair of states. */
export const activityStatuses = ['active', 'inactive'] as const;
export type ActivityStatus = (typeof activityStatuses)[number];
