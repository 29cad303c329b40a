import { activityStatuses } from '@satchel/api';
import { statusOptions } from '../../../components/format/status-options.js';

/** Active and inactive, the choices of every status select of the School tab (part 2 §4). */
export const activityOptions = statusOptions(activityStatuses);
