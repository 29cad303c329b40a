// The Dashboard screen's stores, as `@satchel/stores` exports them under `dashboard`.
export { $glance, $waiting, refreshDashboard } from './dashboard-figures.js';
export { ageOf, type FigureChange, figureChange } from './figure-change.js';
