/**
 * Texts of what every list offers (issue 29): saved views and the column choice. Ours; the spec
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
} as const;
