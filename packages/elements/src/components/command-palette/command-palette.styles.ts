import { css } from 'lit';
import { sat } from '../../internal/theme-tokens.js';

export const commandPaletteStyles = css`
  :host {
    font-family: ${sat.fontFamily};
  }

  dialog {
    width: min(var(--sat-command-palette-width, 40rem), calc(100vw - 2rem));
    max-height: min(32rem, calc(100vh - 4rem));
    margin: 10vh auto auto;
    padding: 0;
    border: 1px solid ${sat.colorBorder};
    border-radius: ${sat.borderRadiusMedium};
    background: ${sat.colorSurface};
    color: ${sat.colorText};
    box-shadow: var(--sl-shadow-x-large);
    overflow: hidden;
  }

  dialog::backdrop {
    background: var(--sl-overlay-background-color, rgb(0 0 0 / 0.4));
  }

  .panel {
    display: flex;
    flex-direction: column;
    max-height: inherit;
  }

  input {
    font: inherit;
    font-size: var(--sl-font-size-medium);
    padding: 0.875rem 1rem;
    border: none;
    border-bottom: 1px solid ${sat.colorBorder};
    background: transparent;
    color: ${sat.colorTextStrong};
    outline: none;
  }

  input:focus-visible {
    box-shadow: inset 0 -2px 0 ${sat.colorAccent};
  }

  input::placeholder {
    color: ${sat.colorTextMuted};
  }

  [role='listbox'] {
    overflow-y: auto;
    padding: 0.25rem 0;
  }

  .group-label {
    padding: 0.5rem 1rem 0.25rem;
    font-size: var(--sl-font-size-x-small);
    font-weight: ${sat.fontWeightStrong};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${sat.colorTextMuted};
  }

  .item {
    display: flex;
    gap: 0.75rem;
    align-items: baseline;
    padding: 0.5rem 1rem;
    cursor: pointer;
    font-size: ${sat.fontSize};
  }

  .item[aria-selected='true'] {
    background: ${sat.colorAccentSubtle};
    box-shadow: inset 3px 0 0 ${sat.colorAccent};
  }

  .label {
    color: ${sat.colorTextStrong};
  }

  .detail {
    color: ${sat.colorTextMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .status,
  .hint {
    margin: 0;
    padding: 0.75rem 1rem;
    font-size: ${sat.fontSize};
    color: ${sat.colorTextMuted};
  }

  .hint {
    border-top: 1px solid ${sat.colorBorder};
    font-size: var(--sl-font-size-x-small);
  }

  @media (prefers-reduced-motion: no-preference) {
    dialog[open] {
      animation: appear 120ms ease-out;
    }
  }

  @keyframes appear {
    from {
      opacity: 0;
      transform: translateY(-0.5rem);
    }
  }
`;
