import type { listExports } from '@satchel/api';
import { atom } from 'nanostores';
import { forgetOnLogout } from './logout-reset.js';

/** An export the console follows: its progress figure, and its link once done. */
export type ExportProgress = listExports.ExportStatus;

/**
 * The exports running as jobs that this console started, and those finished since (with their
 * download link), newest last: what the console's progress shows. Logout forgets them.
 */
export const $exports = atom<readonly ExportProgress[]>([]);

forgetOnLogout(() => $exports.set([]));

/** Records an export's latest status. */
export function showExportProgress(status: ExportProgress): void {
  const others = $exports.get().filter((shown) => shown.id !== status.id);
  $exports.set([...others, status]);
}

/** Stops showing an export (its progress closed by the operator). */
export function dismissExport(id: string): void {
  $exports.set($exports.get().filter((shown) => shown.id !== id));
}
