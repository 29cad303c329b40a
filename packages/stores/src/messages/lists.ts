import { formatCount, pluralOf } from '@satchel/api';
/**
 * Texts of what every list offers (issue 29): saved views, the column choice, Export and bulk changes. Ours; the spec
 * has no such words.
 */
export const lists = {
  views: {
    /** The views menu's button and label. */
    menu: 'Views',
    /** The menu's entry for the list without a view. */
    none: 'No view',
    saveAs: 'Save view as…',
    update: 'Save changes to this view',
    rename: 'Rename view…',
    share: 'Share with every operator',
    unshare: 'Stop sharing',
    setDefault: 'Open this view by default',
    clearDefault: 'Open without a view by default',
    delete: 'Delete view',
    /** Shown beside a view in the menu. */
    shared: 'shared',
    byOwner: (owner: string) => `by ${owner}`,
    isDefault: 'default',
    namePrompt: 'Name of the view',
    save: 'Save',
    shareAsked: 'Share it with every operator',
    deleteConfirm: (name: string) => `Delete the view ${name}?`,
    saved: (name: string) => `View ${name} saved`,
    renamed: (name: string) => `View renamed to ${name}`,
    deleted: (name: string) => `View ${name} deleted`,
    defaultSet: (name: string) => `${name} opens by default`,
    defaultCleared: 'The list opens without a view by default',
    saveFailed: 'View not saved',
    deleteFailed: 'View not deleted',
    defaultFailed: 'Default view not changed',
  },
  columns: {
    saveFailed: 'Columns not saved',
  },
  /** Export: a file of every row matching the filters. */
  export: {
    /** The Export button. */
    button: 'Export',
    /** The Export button's accessible name, with the number of rows the file will hold. */
    rows: (total: number) => `Export ${formatCount(total)} rows as CSV`,
    downloaded: (fileName: string) => `${fileName} downloaded`,
    started: (total: number) =>
      `Exporting ${formatCount(total)} rows: the file downloads when it is ready`,
    progress: (fileName: string, written: number, total: number) =>
      `${fileName}: ${formatCount(written)} of ${formatCount(total)} rows`,
    ready: (fileName: string) => `${fileName} is ready`,
    download: 'Download',
    failed: 'Export failed',
    lost: 'The export stopped being reported; start it again',
    /** A switch's state in an exported file (a toggle column). */
    yes: 'Yes',
    no: 'No',
  },
  /** Acting on every row matching the filters. */
  bulk: {
    confirmTitle: 'Change all matching rows?',
    confirmMessage: (matching: number, changing: number, skipping: number) =>
      `${changing} of ${matching} matching ${pluralOf(matching, 'en-IN', { one: 'row', other: 'rows' })} will change.` +
      (skipping > 0 ? ` ${skipping} cannot change and will be skipped.` : ''),
    progress: (done: number, total: number) => `Changing rows: ${done} of ${total} done`,
    queued: 'Changing rows: starting…',
    finished: (state: string, changed: number, skipped: number) =>
      `${state === 'done' ? 'Done' : state === 'cancelled' ? 'Cancelled' : 'Stopped'}: ${changed} changed, ${skipped} skipped`,
    skippedRow: (id: string, reason: string) => `${id}: ${reason}`,
    cancel: 'Cancel',
    revert: 'Revert',
    dismiss: 'Close',
    reverted: 'Reverted',
    actions: 'Change all matching rows',
    setAllTo: (value: string) => `All matching: ${value}`,
    enableAll: 'Enable all matching',
    disableAll: 'Disable all matching',
    assignCouponToAll: 'Assign coupon to all matching',
    assignToAll: 'The coupon goes to every user matching the filters.',
    previewFailed: 'Counting the matching rows failed',
    startFailed: 'Starting the change failed',
    statusFailed: 'Reading the progress failed',
    cancelFailed: 'Cancelling failed',
    revertFailed: 'Reverting failed',
  },
} as const;
