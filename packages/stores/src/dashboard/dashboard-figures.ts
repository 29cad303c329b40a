import { dashboard } from '@satchel/api';
import { atom, computed, onMount } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';
import { $permissions, allows } from '../session/permissions.js';
import { reloadOnChanges } from './dashboard-live.js';

// The figures depend on nothing the operator chooses: one constant key, loaded when watched
// (and, for the glance, only by a role that may read Sales Track's figures: else no key).
const $always = atom<'now'>('now');
const $readsSales = computed($permissions, (permissions) =>
  allows(permissions, 'sales:read') ? ('now' as const) : null,
);
const reportFailure = (error: unknown) => showErrorDialog(messages.dashboard.loadFailed, error);

/** When the figures shown last arrived (null until they first do). */
export const $updatedAt = atom<Date | null>(null);
const updated = <T>(answer: T): T => {
  $updatedAt.set(new Date());
  return answer;
};

/** Today's revenue, orders, average order value and cancellations, and the 14-day chart. */
export const glance = createResource({
  key: $readsSales,
  fetch: () => api.call(dashboard.glance).then(updated),
  onError: reportFailure,
});
export const $glance = glance.$state;

/** The work waiting: orders no one took, late deliveries, money due, runs in progress. */
export const waiting = createResource({
  key: $always,
  fetch: () => api.call(dashboard.waiting).then(updated),
  onError: reportFailure,
});
export const $waiting = waiting.$state;

/** Loads both again (the Refresh button, a change elsewhere). */
export async function refreshDashboard(): Promise<void> {
  await Promise.all([glance.reload(), waiting.reload()]);
}

// While the figures are shown, changes elsewhere bring them up to date (orders move every
// figure; merchants' and drivers' changes their names and dues).
onMount($waiting, () =>
  reloadOnChanges(['orders', 'merchants', 'drivers'], () => void refreshDashboard()),
);
