import { css } from 'lit';
import { visuallyHiddenRules } from '../../internal/sat-element.js';

export const csvDropzoneStyles = css`
  :host {
    display: block;
    font-family: var(--sl-font-sans);
    color: var(--sl-color-neutral-700);
    --sat-csv-dropzone-accent: var(--sl-color-primary-600);
    /* The problem list stacks each fix input under its text when the element is narrow. */
    container-type: inline-size;
  }

  [part='zone'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--sl-spacing-2x-small);
    padding: var(--sl-spacing-large);
    border: 2px dashed var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-large);
    background: var(--sl-color-neutral-50);
    text-align: center;
    cursor: pointer;
  }

  [part='zone']:hover,
  [part='zone'].dragging {
    border-color: var(--sat-csv-dropzone-accent);
    background: var(--sl-color-primary-50);
  }

  /* The real file input is hidden, so its focus shows on the zone around it. */
  [part='zone']:has(input:focus-visible) {
    outline: var(--sl-focus-ring);
    outline-offset: var(--sl-focus-ring-offset);
  }

  :host([disabled]) [part='zone'] {
    cursor: not-allowed;
    opacity: 0.5;
  }

  [part='label'] {
    font-weight: var(--sl-font-weight-semibold);
    color: var(--sl-color-neutral-900);
  }

  [part='hint'] {
    font-size: var(--sl-font-size-small);
  }

  [part='message'] {
    margin: var(--sl-spacing-x-small) 0 0;
    color: var(--sl-color-danger-700);
    font-size: var(--sl-font-size-small);
  }

  [part='file'] {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-small);
    margin-top: var(--sl-spacing-small);
  }

  .name {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--sl-spacing-x-small);
    min-width: 0;
  }

  [part='file-name'] {
    font-weight: var(--sl-font-weight-semibold);
    overflow-wrap: anywhere;
  }

  [part='edited'] {
    padding: 0 var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    background: var(--sl-color-primary-100);
    color: var(--sl-color-primary-800);
    font-size: var(--sl-font-size-x-small);
    font-weight: var(--sl-font-weight-semibold);
  }

  .actions {
    display: flex;
    gap: var(--sl-spacing-x-small);
  }

  [part='progress'],
  [part='report'] {
    grid-column: 1 / -1;
  }

  [part='report'] {
    margin: 0;
    font-size: var(--sl-font-size-small);
    overflow-wrap: anywhere;
  }

  [part='issue-actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sl-spacing-x-small);
    margin-top: var(--sl-spacing-small);
  }

  [part='errors'] {
    margin: var(--sl-spacing-x-small) 0 0;
    padding: 0;
    list-style: none;
    color: var(--sl-color-danger-700);
    font-size: var(--sl-font-size-small);
  }

  /* Each problem on a line, its fix input to the right. */
  [part='error'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(8rem, 16rem);
    align-items: center;
    gap: var(--sl-spacing-2x-small) var(--sl-spacing-small);
    padding: var(--sl-spacing-2x-small) 0;
  }

  [part='error'] + [part='error'],
  [part='more-errors'] {
    border-top: solid 1px var(--sl-color-neutral-100);
  }

  [part='more-errors'] {
    padding: var(--sl-spacing-2x-small) 0;
    font-weight: var(--sl-font-weight-semibold);
  }

  .problem {
    overflow-wrap: anywhere;
  }

  /* The list item already shows the input's place and problem; a screen reader gets both from it. */
  [part='fix']::part(form-control-label),
  [part='fix']::part(form-control-help-text) {
    ${visuallyHiddenRules}
  }

  @container (max-width: 30rem) {
    [part='error'] {
      grid-template-columns: minmax(0, 1fr);
      padding: var(--sl-spacing-x-small) 0;
    }
  }
`;
