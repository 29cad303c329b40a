import type { SatSortOrder } from '../components/data-table/data-table.types.js';

/** The user picked a sort order in a `<sat-data-table>`; the host stores it. */
export class SatSortChangeEvent extends CustomEvent<{ sort: SatSortOrder }> {
  constructor(detail: { sort: SatSortOrder }) {
    super('sat-sort-change', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-sort-change': SatSortChangeEvent;
  }
}
