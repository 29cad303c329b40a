import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import { defineElement } from '../../internal/define-element.js';
import { SatDropdown } from './dropdown.component.js';

export { SatDropdownChangeEvent } from '../../events/sat-dropdown-change.js';
export { SatDropdown } from './dropdown.component.js';
export type { SatDropdownOption, SatDropdownSize } from './dropdown.types.js';

defineElement('sat-dropdown', SatDropdown);

declare global {
  interface HTMLElementTagNameMap {
    'sat-dropdown': SatDropdown;
  }
}
