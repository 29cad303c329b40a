import { css } from 'lit';
import { visuallyHiddenRules } from '../../internal/sat-element.js';
import { sat } from '../../internal/theme-tokens.js';

export const dropdownStyles = css`
  :host {
    display: inline-block;
    font-family: ${sat.fontFamily};
    min-width: var(--sat-dropdown-min-width, 12rem);
  }

  sl-select {
    width: 100%;
  }

  /* Shoelace's box, in the theme tokens a host sets for our own surfaces. */
  sl-select::part(combobox) {
    background-color: ${sat.colorSurface};
    color: ${sat.colorText};
  }

  /* A hidden label still names the combobox for screen readers. */
  :host([hide-label]) sl-select::part(form-control-label) {
    ${visuallyHiddenRules}
  }
`;
