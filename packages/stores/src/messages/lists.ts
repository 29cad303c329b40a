/**
 * Texts of what every list offers (issue 29): saved views, the column choice and Export. Ours; the spec
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
  export: 'Export',
  /** The Export button's accessible name, with the number of rows the file will hold. */
  exportRows: (total: number) => `Export ${total.toLocaleString('en-IN')} rows as CSV`,
  exportDownloaded: (fileName: string) => `${fileName} downloaded`,
  exportStarted: (total: number) =>
    `Exporting ${total.toLocaleString('en-IN')} rows: the file downloads when it is ready`,
  exportProgress: (fileName: string, written: number, total: number) =>
    `${fileName}: ${written.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} rows`,
  exportReady: (fileName: string) => `${fileName} is ready`,
  exportDownload: 'Download',
  exportFailed: 'Export failed',
  exportLost: 'The export stopped being reported; start it again',
  /** A switch's state in an exported file (a toggle column). */
  yes: 'Yes',
  no: 'No',
} as const;
