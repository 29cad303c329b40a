import { transportMessages } from '@satchel/api';

/** Texts every area shares: the brand, generic errors, dialog buttons, field and status names. */
export const common = {
  brand: 'Satchel Admin',
  loading: 'Loading',
  genericError: transportMessages.generic,
  /** A call the server did not answer in time. */
  timeout: transportMessages.timeout,
  cancel: 'Cancel',
  close: 'Close',
  assign: 'Assign',
  /** A choice not made yet (spec part 1 §2, the reusable dropdown). */
  selectAnOption: 'Select an option',
  /** The title of the dialog of someone's documents (a merchant's, a driver's). */
  documentsOf: (name: string) => `Documents of ${name}`,
  /** The copy buttons' confirmation (coupon codes, ids). */
  copied: 'Copied',
  /** A record's id column, shown short, copied whole. */
  id: 'ID',
  copyId: 'Copy ID',
  /** A row's status change the server refused: the row by name, and the server's reason. */
  statusNotChanged: (row: string, reason: string) => `Status of ${row} not changed: ${reason}`,
  /** A typed id that is not 24 hexadecimal characters (spec part 1 §5). */
  invalidId: 'Invalid ID format',
  /** A typed amount of money (settlements). */
  amount: {
    required: 'Amount is required.',
    positive: 'Amount must be greater than 0.',
    decimals: 'Amount can have at most two decimals.',
  },
  /** Names of fields that several lists and views show: column headers, filter labels. */
  fields: {
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    status: 'Status',
    createdAt: 'Created',
    actions: 'Actions',
  },
  /** Account statuses of users and merchants, keyed by their wire values. */
  statusLabels: {
    active: 'Active',
    pending: 'Pending',
    inactive: 'Inactive',
    incomplete: 'Incomplete',
    suspended: 'Suspended',
  },
} as const;
