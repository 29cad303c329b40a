import { categoryMessages } from '@satchel/api';

/** Texts of the Categories screen: the add form, its rules, and the table. */
export const categories = {
  title: 'Categories',
  /** The spec names no fetch failure for categories (part 1 §8); this follows its others. */
  fetchFailed: 'Categories fetching Failed',
  empty: 'No categories found',
  submitted: 'Category submitted successfully!',
  /** The spec names no failure title for adding a category; this follows its others. */
  submitFailed: 'Category Submission Failed',
  /** The rules' messages (spec part 1 §5), the same the server answers. */
  rules: categoryMessages,
  addTitle: 'Add Category',
  submit: 'Add Category',
  /** Column headers, filter labels and form fields. */
  fields: {
    logo: 'Logo',
    name: 'Name',
    displayName: 'Display name',
    logoUrl: 'Image link',
    logoFile: 'Image file',
  },
  hints: {
    name: 'The name the marketplace knows the category by, e.g. art-supplies',
    logoUrl: 'A link to the logo on the web, or else choose a file',
    logoFile: 'PNG, JPEG, WebP or SVG, at most 1 MB',
  },
  preview: 'Logo preview',
  noPreview: 'The logo shows here once a link or a file is given',
  previewBroken: 'This image cannot be shown: check the link or the file',
  logoOf: (displayName: string) => `Logo of ${displayName}`,
} as const;
