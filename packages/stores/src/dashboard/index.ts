// The Dashboard screen's stores, as `@satchel/stores` exports them under `dashboard`.
export {
  $assigning,
  $mayAssign,
  $queue,
  assignSuggestion,
  type QueueEntry,
  type QueueState,
  reloadQueue,
  showMore,
} from './assignment-queue.js';
export { $glance, $updatedAt, $waiting, refreshDashboard } from './dashboard-figures.js';
export { ageOf, type FigureChange, figureChange } from './figure-change.js';
