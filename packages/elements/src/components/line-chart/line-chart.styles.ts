import { css } from 'lit';
import { sat } from '../../internal/theme-tokens.js';

export const lineChartStyles = css`
  :host {
    display: block;
    position: relative;
    font-family: ${sat.fontFamily};
    color: ${sat.colorTextMuted};
    --sat-line-chart-axis-color: ${sat.colorTextMuted};
    --sat-line-chart-grid-color: ${sat.colorBorder};
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
    color: ${sat.colorTextMuted};
    /* The room the empty state and the loading box keep for it (see render). */
    min-height: var(--sat-line-chart-legend-height, 2rem);
    box-sizing: border-box;
  }

  .u-legend .u-value {
    font-variant-numeric: tabular-nums;
  }

  /*
   * uPlot hides a series when its legend label is clicked, which no key can do (the Tab audit,
   * issue 34): the legend only reads, for the mouse as for the keyboard.
   */
  .u-legend th {
    cursor: auto;
    pointer-events: none;
  }

  [part='empty'] {
    box-sizing: border-box;
    display: grid;
    place-items: center;
    margin: 0;
    color: ${sat.colorTextMuted};
    font-size: var(--sl-font-size-medium, 1rem);
    border: 1px dashed ${sat.colorBorderStrong};
    border-radius: ${sat.borderRadiusMedium};
  }
`;
