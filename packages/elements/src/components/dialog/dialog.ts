import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import { defineElement } from '../../internal/define-element.js';
import { registerSatIcons } from '../../internal/sat-icons.js';
import { SatDialog } from './dialog.component.js';

export {
  SatDialogCloseEvent,
  type SatDialogCloseReason,
} from '../../events/sat-dialog-close.js';
export { SatDialogConfirmEvent } from '../../events/sat-dialog-confirm.js';
export { SatDialog } from './dialog.component.js';
export type { SatDialogType } from './dialog.types.js';

registerSatIcons();
defineElement('sat-dialog', SatDialog);

declare global {
  interface HTMLElementTagNameMap {
    'sat-dialog': SatDialog;
  }
}
