import type SlSelect from '@shoelace-style/shoelace/dist/components/select/select.component.js';
import { html, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { SatElement } from '../../internal/sat-element.js';
import { type SatDropdownStrings, satDropdownStrings } from './dropdown.strings.js';
import { dropdownStyles } from './dropdown.styles.js';
import type { SatDropdownOption, SatDropdownSize } from './dropdown.types.js';

/**
 * @tag sat-dropdown
 * @summary A single-choice dropdown that shows the selected option's label, or a placeholder when
 * nothing is selected. Built on sl-select, whose keyboard use it keeps (arrows, Home/End, Enter,
 * Space, Escape, type to select).
 *
 * Option values cannot contain spaces (an sl-select rule).
 *
 * @event {SatDropdownChangeEvent} sat-dropdown-change - The user picked an option; `detail.value`
 * is its value. Not fired when `value` is set from code.
 *
 * @csspart select - The sl-select element.
 * @csspart label - The label's wrapper.
 * @csspart combobox - The box that shows the selected label.
 * @csspart display-input - The text of the selected label or the placeholder.
 * @csspart listbox - The list of options.
 * @csspart expand-icon - The chevron.
 *
 * @cssproperty --sat-dropdown-min-width - Smallest width of the dropdown. Default 12rem.
 */
export class SatDropdown extends SatElement<SatDropdownStrings> {
  static override styles = [SatElement.styles, dropdownStyles];

  static override properties = {
    options: { type: Array },
    value: {},
    label: {},
    hideLabel: { type: Boolean, attribute: 'hide-label', reflect: true },
    disabled: { type: Boolean, reflect: true },
    size: { reflect: true },
  };

  /** The choices, in display order. */
  options: readonly SatDropdownOption[] = [];

  /** The selected option's value; `''` selects nothing. */
  value = '';

  protected readonly defaultStrings = satDropdownStrings;

  /** The accessible label, shown above the dropdown unless `hideLabel` is set. */
  label = '';

  /** Keeps the label for screen readers but hides it from view. */
  hideLabel = false;

  /** Whether the user cannot open the dropdown. */
  disabled = false;

  /** `small` or `medium`. */
  size: SatDropdownSize = 'medium';

  private get select(): SlSelect {
    return this.renderRoot.querySelector('sl-select') as SlSelect;
  }

  protected override async updated(changed: PropertyValues<this>): Promise<void> {
    if (changed.has('options') || changed.has('value')) {
      // sl-select drops a value that none of its options has yet (options often arrive after the
      // value); once the new options are rendered, hand the value over again.
      await this.select.updateComplete;
      if (this.select.value !== this.value) {
        this.select.value = this.value;
      }
    }
  }

  private readonly handleChange = (event: Event): void => {
    // sl-change comes only from the user, never from setting the value in code.
    const select = event.target as SlSelect;
    this.value = String(select.value);
    this.emit('sat-dropdown-change', { value: this.value });
  };

  protected override render() {
    // hoist: the listbox escapes containers that clip (table cells, dialogs).
    return html`
      <sl-select
        part="select"
        exportparts="form-control-label: label, combobox, display-input, listbox, expand-icon"
        hoist
        .value=${this.value}
        placeholder=${this.text.placeholder}
        label=${this.label}
        size=${this.size}
        ?disabled=${this.disabled}
        @sl-change=${this.handleChange}
      >
        ${repeat(
          this.options,
          (option) => option.value,
          (option) => html`<sl-option value=${option.value}>${option.label}</sl-option>`,
        )}
      </sl-select>
    `;
  }
}
