/**
 * The success toast of a call the marketplace's existing backend answers too (design.md §4): the
 * installed catalogue's words where the server said what ours says (`ours`, English), else the
 * server's own message, as the spec shows it. Calls only our server has use the catalogue's
 * words at once.
 */
export const successText = (message: string, ours: string, installed: string): string =>
  message === ours ? installed : message;
