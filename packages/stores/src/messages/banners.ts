import { bannerMessages } from '@satchel/api';
import { users } from './users.js';

/** Texts of the Banners screen: the add/update form, its target picker and preview, the table. */
export const banners = {
  title: 'Banners',
  fetchFailed: 'Banner fetching failed',
  empty: 'No banners found',
  created: 'Banner created successfully!',
  updated: 'Banner updated successfully!',
  deleted: 'Banner deleted successfully',
  deletionFailed: 'Banner Deletion Failed',
  /** Ours: the spec names no dialog for a refused add or update. */
  saveFailed: 'Banner Saving Failed',
  /** The rules' messages (spec part 1 §5), the same the server answers. */
  rules: bannerMessages,
  /** The form's heading and primary button in each mode. */
  add: 'Add Banner',
  update: 'Update Banner',
  /** Column headers, filter labels and form fields. */
  fields: {
    image: 'Image',
    title: 'Title',
    type: 'Type',
    target: 'Leads to',
    status: 'Status',
    bannerUrl: 'Banner image link',
  },
  bannerUrlPlaceholder: 'https://…',
  /** Banner types, keyed by their wire values. */
  types: { category: 'Category', product: 'Product', none: 'None' },
  /** Banner statuses, keyed by their wire values. */
  statuses: { active: 'Active', inactive: 'Inactive' },
  imageOf: (title: string) => `Banner ${title}`,
  /** What a banner of type none leads to, in the table and the form. */
  leadsNowhere: 'Nowhere',
  /** In the form, in place of the picker, for type none. */
  noTargetForNone: 'Leads to: Nowhere',
  previewCaption: 'Preview',
  previewEmpty: 'The image shows here once its link is typed.',
  preview: 'Preview of the banner image',
  previewLoading: 'Loading the image…',
  previewFailed: 'The image at this link does not load. Check the link.',
  /** The redirect target picker, by the kind of target it searches. */
  searchTargets: { category: 'Search categories', product: 'Search products' },
  searchTargetsPlaceholder: { category: 'Category name', product: 'Product title' },
  targetsFound: { category: 'Categories found', product: 'Products found' },
  noTargetsFound: (query: string) =>
    query === '' ? 'Nothing to choose from' : `Nothing matches “${query}”`,
  chosenTarget: (label: string) => `Chosen: ${label}`,
  noTargetChosen: 'Nothing chosen yet',
  searchFailed: users.searchFailed,
  edit: 'Edit',
  delete: 'Delete',
  deleteTitle: 'Delete Banner',
  deleteQuestion: (title: string) => `Are you sure you want to delete the banner ${title}?`,
} as const;
