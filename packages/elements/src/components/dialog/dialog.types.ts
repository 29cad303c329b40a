/** What a dialog tells the user; it picks the icon, its colour and the buttons. */
export type SatDialogType = 'warning' | 'success' | 'error' | 'confirm';
