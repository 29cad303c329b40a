import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import { registerSatIcons } from '../../internal/register-sat-icons.js';
import { SatDialog } from './dialog.component.js';

export type { SatDialogCloseEvent, SatDialogCloseReason } from '../../events/sat-dialog-close.js';
export type { SatDialogConfirmEvent } from '../../events/sat-dialog-confirm.js';
export { SatDialog } from './dialog.component.js';
export { type SatDialogStrings, satDialogStrings } from './dialog.strings.js';
export type { SatDialogType } from './dialog.types.js';

registerSatIcons();
SatDialog.define('sat-dialog');

declare global {
  interface HTMLElementTagNameMap {
    'sat-dialog': SatDialog;
  }
}
