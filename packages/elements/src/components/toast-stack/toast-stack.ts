import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import { registerSatIcons } from '../../internal/register-sat-icons.js';
import { SatToastStack } from './toast-stack.component.js';

export type { SatToastDismissEvent } from '../../events/sat-toast-dismiss.js';
export { SatToastStack } from './toast-stack.component.js';
export { type SatToastStackStrings, satToastStackStrings } from './toast-stack.strings.js';
export type { SatToast, SatToastVariant } from './toast-stack.types.js';

registerSatIcons();
SatToastStack.define('sat-toast-stack');

declare global {
  interface HTMLElementTagNameMap {
    'sat-toast-stack': SatToastStack;
  }
}
