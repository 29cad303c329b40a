import { css } from 'lit';
import { sat } from '../../internal/theme-tokens.js';

export const infiniteGridStyles = css`
  :host {
    display: block;
    font-family: ${sat.fontFamily};
    font-size: ${sat.fontSize};
    color: ${sat.colorText};
  }

  .feed {
    display: grid;
    /* As many columns as fit; never wider than the box, so a narrow box gets one column. */
    grid-template-columns: repeat(
      auto-fill,
      minmax(min(var(--sat-infinite-grid-card-min-width, 16rem), 100%), 1fr)
    );
    gap: var(--sat-infinite-grid-gap, var(--sl-spacing-medium));
  }

  .card {
    display: flex;
    flex-direction: column;
    gap: var(--sl-spacing-x-small);
    min-width: 0;
    padding: var(--sl-spacing-medium);
    border: solid var(--sl-panel-border-width, 1px) ${sat.colorBorder};
    border-radius: ${sat.borderRadiusMedium};
    background: ${sat.colorSurface};
    overflow-wrap: anywhere;
  }

  /* The active card (j and k) keeps its outline without focus, as a table's active row. */
  .card:focus-visible,
  .card[data-active] {
    outline: ${sat.focusRing};
    outline-offset: var(--sl-focus-ring-offset);
  }

  /* One pixel high, so that any threshold from 0 to 1 can be met. */
  .sentinel {
    height: 1px;
  }

  .footer {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--sl-spacing-small);
    padding: var(--sl-spacing-medium) 0;
  }

  .status {
    display: inline-flex;
    align-items: center;
    gap: var(--sl-spacing-x-small);
    color: ${sat.colorTextMuted};
  }

  .empty {
    padding: var(--sl-spacing-x-large) 0;
    font-size: var(--sl-font-size-medium);
  }
`;
