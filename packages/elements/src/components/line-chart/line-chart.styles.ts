import { css } from 'lit';

export const lineChartStyles = css`
  :host {
    display: block;
    position: relative;
    font-family: var(--sl-font-sans);
    color: var(--sl-color-neutral-700);
    --sat-line-chart-axis-color: var(--sl-color-neutral-600, #52525b);
    --sat-line-chart-grid-color: var(--sl-color-neutral-200, #e4e4e7);
  }

  [part='chart'] {
    /* uPlot draws at the width this box gets, so the box must never take its width from uPlot. */
    width: 100%;
    min-width: 0;
    overflow: hidden;
  }

  .uplot {
    font-family: inherit;
    width: 100%;
  }

  .u-legend {
    font-size: var(--sl-font-size-small, 0.875rem);
    color: var(--sl-color-neutral-700);
    /* The room the empty state and the loading box keep for it (see render). */
    min-height: var(--sat-line-chart-legend-height, 2rem);
    box-sizing: border-box;
  }

  .u-legend .u-value {
    font-variant-numeric: tabular-nums;
  }

  [part='empty'] {
    box-sizing: border-box;
    display: grid;
    place-items: center;
    margin: 0;
    color: var(--sl-color-neutral-600);
    font-size: var(--sl-font-size-medium, 1rem);
    border: 1px dashed var(--sl-color-neutral-300);
    border-radius: var(--sl-border-radius-medium, 0.25rem);
  }
`;
