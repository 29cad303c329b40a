import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import { SatDropdown } from './dropdown.component.js';

export type { SatDropdownChangeEvent } from '../../events/sat-dropdown-change.js';
export { SatDropdown } from './dropdown.component.js';
export { type SatDropdownStrings, satDropdownStrings } from './dropdown.strings.js';
export type { SatDropdownOption, SatDropdownSize } from './dropdown.types.js';

SatDropdown.define('sat-dropdown');

declare global {
  interface HTMLElementTagNameMap {
    'sat-dropdown': SatDropdown;
  }
}
