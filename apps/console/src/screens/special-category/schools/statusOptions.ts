import { activityStatuses } from '@satchel/api';
import { messages } from '@satchel/stores';

/** Active and inactive, the choices of every status select of the School tab (part 2 §4). */
export const activityOptions = activityStatuses.map((status) => ({
  value: status,
  label: messages.schools.statuses[status],
}));
