import { dashboard } from '@satchel/api';
import { atom } from 'nanostores';
import { api } from '../client.js';
import { createResource } from '../data/create-resource.js';
import { showErrorDialog } from '../feedback/dialog.js';
import { messages } from '../messages/index.js';

// The figures depend on nothing the operator chooses: one constant key, loaded when watched.
const $always = atom<'now'>('now');
const reportFailure = (error: unknown) => showErrorDialog(messages.dashboard.loadFailed, error);

/** Today's revenue, orders, average order value and cancellations, and the 14-day chart. */
export const glance = createResource({
  key: $always,
  fetch: () => api.call(dashboard.glance),
  onError: reportFailure,
});
export const $glance = glance.$state;

/** The work waiting: orders no one took, late deliveries, money due, runs in progress. */
export const waiting = createResource({
  key: $always,
  fetch: () => api.call(dashboard.waiting),
  onError: reportFailure,
});
export const $waiting = waiting.$state;

/** Loads both again (the Refresh button). */
export async function refreshDashboard(): Promise<void> {
  await Promise.all([glance.reload(), waiting.reload()]);
}
