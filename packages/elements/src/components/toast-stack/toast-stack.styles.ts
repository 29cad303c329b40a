import { css } from 'lit';
import { sat } from '../../internal/theme-tokens.js';

export const toastStackStyles = css`
  :host {
    position: fixed;
    top: var(--sat-toast-stack-offset, 1rem);
    right: var(--sat-toast-stack-offset, 1rem);
    z-index: var(--sat-toast-stack-z-index, var(--sl-z-index-toast, 950));
    width: var(--sat-toast-width, 22rem);
    max-width: calc(100vw - 2 * var(--sat-toast-stack-offset, 1rem));
    max-height: calc(100vh - 2 * var(--sat-toast-stack-offset, 1rem));
    overflow: auto;
    /* The empty corner of the stack must not swallow clicks meant for the page below. */
    pointer-events: none;
  }

  .stack {
    display: flex;
    flex-direction: column;
    gap: var(--sl-spacing-x-small);
  }

  .toast {
    --accent: ${sat.colorAccent};
    display: flex;
    align-items: flex-start;
    gap: var(--sl-spacing-small);
    padding: var(--sl-spacing-small) var(--sl-spacing-small) var(--sl-spacing-small) var(--sl-spacing-medium);
    border: solid var(--sl-panel-border-width, 1px) ${sat.colorBorder};
    border-left: solid 4px var(--accent);
    border-radius: ${sat.borderRadiusMedium};
    background: ${sat.colorSurface};
    box-shadow: var(--sl-shadow-large);
    color: ${sat.colorText};
    font-family: ${sat.fontFamily};
    font-size: ${sat.fontSize};
    line-height: var(--sl-line-height-normal);
    pointer-events: auto;
  }

  .toast--success {
    --accent: var(--sat-toast-success-color, ${sat.colorSuccess});
  }

  .toast--error {
    --accent: var(--sat-toast-error-color, ${sat.colorDanger});
  }

  .toast--warning {
    --accent: var(--sat-toast-warning-color, ${sat.colorWarning});
  }

  .toast--info {
    --accent: var(--sat-toast-info-color, ${sat.colorAccent});
  }

  .icon {
    flex: none;
    margin-top: 0.1rem;
    font-size: 1.25rem;
    color: var(--accent);
  }

  .message {
    flex: 1 1 auto;
    align-self: center;
    overflow-wrap: anywhere;
  }

  .close-button {
    flex: none;
    font-size: var(--sl-font-size-medium);
  }
`;
