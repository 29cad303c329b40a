import { couponMessages, pluralOf } from '@satchel/api';

/** Texts of the Coupon Management screen: the table, the form, its rules and the actions. */
export const coupons = {
  title: 'Coupon Management',
  coupon: 'Coupon',
  fetchFailed: 'Coupons fetching Failed',
  empty: 'No coupons found',
  created: 'Coupon created successfully!',
  updated: 'Coupon updated successfully!',
  deleted: 'Coupon deleted successfully',
  operationFailed: 'Coupon Operation Failed',
  deletionFailed: 'Coupon Deletion Failed',
  /** The rules' messages (spec part 1 §5), the same the server answers. */
  rules: couponMessages,
  /** Column headers, filter labels and form fields. */
  fields: {
    code: 'Code',
    name: 'Name',
    type: 'Type',
    value: 'Value',
    percentage: 'Percentage',
    isActive: 'Active',
    global: 'All users',
    expiresAt: 'Expires',
    expired: 'Expired',
    expiresIn: 'Expires in (hours)',
    neverExpires: 'Never expires',
    usage: 'Used / limit',
    usageLimit: 'Usage limit',
    unlimited: 'Infinite usage',
    maxUsagePerUser: 'Max per user',
  },
  /** Coupon types, keyed by their wire values. */
  types: {
    percentage: 'Percentage',
    free_delivery: 'Free delivery',
  },
  /** Choices of the yes/no filters, keyed by their wire values. */
  yesNo: { true: 'Yes', false: 'No' },
  never: 'never',
  /** An expiry as the list and the edit form show it: "1 Feb 2026, 5:30 am (expired)". */
  expiry: (when: string, expired: boolean) => (expired ? `${when} (expired)` : when),
  /** The edit form's current expiry, kept unless the operator chooses a new one. */
  currentExpiry: (expiry: string) => `Expires: ${expiry}`,
  changeExpiry: 'Change expiry',
  infinite: '∞',
  /** A usage column cell: "3 / 100", "3 / ∞". */
  usage: (used: number, limit: number | null) => `${used} / ${limit ?? '∞'}`,
  /** What a value cell shows: "10%", or "Free delivery". */
  valueOf: (type: 'percentage' | 'free_delivery', value: number) =>
    type === 'percentage' ? `${value}%` : 'Free delivery',
  create: 'Create Coupon',
  edit: 'Edit Coupon',
  save: 'Save',
  delete: 'Delete',
  regenerate: 'Regenerate code',
  copyCode: 'Copy code',
  codeHint: 'Made from the name, type and value; edit it or regenerate it',
  typeFixed: 'The type of a coupon cannot be changed once it is created',
  deleteTitle: 'Delete Coupon',
  deleteQuestion: (code: string) => `Are you sure you want to delete the coupon ${code}?`,
  assignToUsers: 'Assign to users',
  assignTitle: (code: string) => `Assign ${code} to users`,
  chosenUsers: (count: number) =>
    `${count} ${pluralOf(count, 'en-IN', { one: 'user', other: 'users' })} chosen`,
  choose: 'Choose',
  remove: 'Remove',
} as const;
