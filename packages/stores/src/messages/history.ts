import type { history as historyContract } from '@satchel/api';

/** The kinds of record history names, as an operator says them. */
const kindLabels: Record<historyContract.HistoryKind, string> = {
  users: 'User',
  merchants: 'Merchant',
  drivers: 'Delivery boy',
  products: 'Product',
  categories: 'Category',
  banners: 'Banner',
  coupons: 'Coupon',
  schools: 'School',
  bundles: 'Bundle',
  competitions: 'Competition',
  orders: 'Order',
  administrators: 'Operator',
  settings: 'Setting',
};

/** Texts of the History view of a record and of the Audit section (issue #30). */
export const history = {
  title: 'History',
  of: (title: string) => `History of ${title}`,
  open: 'History',
  fetchFailed: 'History fetching Failed',
  empty: 'No changes recorded',
  loadMore: 'Load more',
  /** Who made a change no operator made (a maintenance script, the demo data). */
  system: 'System',
  revert: 'Revert',
  revertRun: 'Revert bulk run',
  reverted: 'Change reverted',
  runRevertStarted: 'Reverting the bulk run',
  revertFailed: 'Reverting failed',
  made: 'Created',
  removed: 'Removed',
  kindLabels,
  fields: {
    when: 'When',
    operator: 'Operator',
    action: 'Action',
    kind: 'Record',
    recordId: 'Record ID',
    rows: 'Rows',
    address: 'Address',
    requestId: 'Request ID',
    from: 'From',
    to: 'To',
    field: 'Field',
    before: 'Before',
    after: 'After',
  },
  audit: {
    title: 'Audit',
    fetchFailed: 'Audit fetching Failed',
    empty: 'No changes found',
  },
} as const;
