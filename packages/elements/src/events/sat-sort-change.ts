import type { SatSortOrder } from '../types/sort-order.js';

/** The user picked a sort order in a `<sat-data-table>`; the host stores it. */
export type SatSortChangeEvent = CustomEvent<{ sort: SatSortOrder }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-sort-change': SatSortChangeEvent;
  }
}
