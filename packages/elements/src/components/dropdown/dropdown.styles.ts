import { css } from 'lit';

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
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
