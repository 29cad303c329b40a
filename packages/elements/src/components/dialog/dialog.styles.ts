import { css } from 'lit';
import { sat } from '../../internal/theme-tokens.js';

export const dialogStyles = css`
  :host {
    display: contents;
    font-family: ${sat.fontFamily};
    --sat-dialog-accent: ${sat.colorWarning};
  }

  :host([type='success']) {
    --sat-dialog-accent: ${sat.colorSuccess};
  }

  :host([type='error']) {
    --sat-dialog-accent: ${sat.colorDanger};
  }

  :host([type='confirm']) {
    --sat-dialog-accent: ${sat.colorAccent};
  }

  sl-dialog {
    --width: var(--sat-dialog-width, 28rem);
  }

  /* The panel is Shoelace's; it takes the theme tokens a host sets for our own surfaces. */
  sl-dialog::part(panel) {
    background: var(--sat-color-surface, var(--sl-panel-background-color));
    color: ${sat.colorText};
    border-radius: ${sat.borderRadiusMedium};
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
    color: ${sat.colorTextMuted};
    line-height: var(--sl-line-height-normal);
    overflow-wrap: anywhere;
  }

  .footer {
    display: flex;
    justify-content: flex-end;
    gap: var(--sl-spacing-small);
  }
`;
