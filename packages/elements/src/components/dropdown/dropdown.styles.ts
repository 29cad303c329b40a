import { css } from 'lit';
import { visuallyHiddenRules } from '../../internal/sat-element.js';

export const dropdownStyles = css`
  :host {
    display: inline-block;
    font-family: var(--sl-font-sans);
    min-width: var(--sat-dropdown-min-width, 12rem);
  }

  sl-select {
    width: 100%;
  }

  /* A hidden label still names the combobox for screen readers. */
  :host([hide-label]) sl-select::part(form-control-label) {
    ${visuallyHiddenRules}
  }
`;
