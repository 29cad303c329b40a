import { css } from 'lit';
import { visuallyHiddenRules } from '../../internal/sat-element.js';
import { sat } from '../../internal/theme-tokens.js';

export const csvDropzoneStyles = css`
  :host {
    display: block;
    font-family: ${sat.fontFamily};
    color: ${sat.colorTextMuted};
    --sat-csv-dropzone-accent: ${sat.colorAccent};
    /* The problem list stacks each fix input under its text when the element is narrow. */
    container-type: inline-size;
  }

  [part='zone'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--sl-spacing-2x-small);
    padding: var(--sl-spacing-large);
    border: 2px dashed ${sat.colorBorderStrong};
    border-radius: ${sat.borderRadiusLarge};
    background: ${sat.colorSurfaceMuted};
    text-align: center;
    cursor: pointer;
  }

  [part='zone']:hover,
  [part='zone'].dragging {
    border-color: var(--sat-csv-dropzone-accent);
    background: ${sat.colorAccentSubtle};
  }

  /* The real file input is hidden, so its focus shows on the zone around it. */
  [part='zone']:has(input:focus-visible) {
    outline: ${sat.focusRing};
    outline-offset: var(--sl-focus-ring-offset);
  }

  :host([disabled]) [part='zone'] {
    cursor: not-allowed;
    opacity: 0.5;
  }

  [part='label'] {
    font-weight: ${sat.fontWeightStrong};
    color: ${sat.colorTextStrong};
  }

  [part='hint'] {
    font-size: var(--sl-font-size-small);
  }

  [part='message'] {
    margin: var(--sl-spacing-x-small) 0 0;
    color: ${sat.colorDangerText};
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
    font-weight: ${sat.fontWeightStrong};
    overflow-wrap: anywhere;
  }

  [part='edited'] {
    padding: 0 var(--sl-spacing-x-small);
    border-radius: var(--sl-border-radius-pill);
    background: ${sat.colorAccentSubtle};
    color: ${sat.colorAccentText};
    font-size: var(--sl-font-size-x-small);
    font-weight: ${sat.fontWeightStrong};
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
    color: ${sat.colorDangerText};
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
    border-top: solid 1px ${sat.colorBorder};
  }

  [part='more-errors'] {
    padding: var(--sl-spacing-2x-small) 0;
    font-weight: ${sat.fontWeightStrong};
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
