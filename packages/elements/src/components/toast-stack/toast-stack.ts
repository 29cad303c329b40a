import '@shoelace-style/shoelace/dist/components/icon/icon.js';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import { defineElement } from '../../internal/define-element.js';
import { registerSatIcons } from '../../internal/sat-icons.js';
import { SatToastStack } from './toast-stack.component.js';

export { SatToastDismissEvent } from '../../events/sat-toast-dismiss.js';
export { SatToastStack } from './toast-stack.component.js';
export type { SatToast, SatToastVariant } from './toast-stack.types.js';

registerSatIcons();
defineElement('sat-toast-stack', SatToastStack);

declare global {
  interface HTMLElementTagNameMap {
    'sat-toast-stack': SatToastStack;
  }
}
