/** Texts of the keyboard shortcuts and of their list (the `?` dialog). Ours: the spec names none. */
export const shortcuts = {
  title: 'Keyboard shortcuts',
  /** Between the two keys of a sequence: "g then u". */
  sequence: 'then',
  goTo: (section: string) => `Go to ${section}`,
  nextRow: 'Next row of the table, or next card',
  previousRow: 'Previous row of the table, or previous card',
  openRow: 'Open the row or card: its details, or its main action',
  selectRow: 'Select or unselect the row',
  showList: 'Show this list',
  /** Why a key does nothing while a field has focus. */
  notWhileTyping: 'Shortcuts do not work while typing in a field.',
} as const;
