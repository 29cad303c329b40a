import { pluralOf } from '@satchel/api';
/** Texts of the Users screen: list, search, website preview and coupon assignment. */
export const users = {
  title: 'Users Management',
  fetchFailed: 'User fetching Failed',
  empty: 'No users found',
  /** Fields only users have; the shared ones are in `fields`. */
  fields: {
    id: 'ID',
    lastLoggedAt: 'Last logged in',
  },
  previewWebsite: 'Preview website',
  websiteOf: (name: string) => `Website of ${name}`,
  websiteFrame: (name: string) => `Preview of the website of ${name}`,
  openWebsite: 'Open the website in a new tab',
  /** In place of the frame when an https: console would have to frame an http: site. */
  insecureWebsite:
    'This site uses http:// and cannot be shown inside the console; open it in a new tab.',
  search: 'Search users',
  searchPlaceholder: 'Name, phone or email',
  searchButton: 'Search',
  clearSearch: 'Clear search',
  searchFailed: 'Search failed. Please try again.',
  /** How many users match; when only the first of them are listed, it says so. */
  searchResults: (shown: number, total: number, query: string) =>
    shown < total
      ? `First ${shown} of ${total} users matching “${query}”`
      : `${total} ${pluralOf(total, 'en-IN', { one: 'user matches', other: 'users match' })} “${query}”`,
  selectedCount: (count: number) => `${count} selected`,
  assignCoupon: 'Assign Coupon',
  assignTo: (count: number) =>
    `The coupon goes to the ${count} selected ${pluralOf(count, 'en-IN', { one: 'user', other: 'users' })}.`,
  assignmentSuccessful: 'Assignment Successful',
  assignmentFailed: 'Coupon Assignment Failed',
} as const;
