import { css } from 'lit';

export const dialogStyles = css`
  :host {
    display: contents;
    font-family: var(--sl-font-sans);
    --sat-dialog-accent: var(--sl-color-warning-600);
  }

  :host([type='success']) {
    --sat-dialog-accent: var(--sl-color-success-600);
  }

  :host([type='error']) {
    --sat-dialog-accent: var(--sl-color-danger-600);
  }

  :host([type='confirm']) {
    --sat-dialog-accent: var(--sl-color-primary-600);
  }

  sl-dialog {
    --width: var(--sat-dialog-width, 28rem);
  }

  .title {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-small);
  }

  .icon {
    flex: none;
    font-size: var(--sat-dialog-icon-size, 1.5rem);
    color: var(--sat-dialog-accent);
  }

  .message {
    color: var(--sl-color-neutral-700);
    line-height: var(--sl-line-height-normal);
    overflow-wrap: anywhere;
  }

  .footer {
    display: flex;
    justify-content: flex-end;
    gap: var(--sl-spacing-small);
  }
`;
