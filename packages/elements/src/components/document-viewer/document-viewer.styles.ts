import { css } from 'lit';
import { sat } from '../../internal/theme-tokens.js';

export const documentViewerStyles = css`
  :host {
    display: block;
    font-family: ${sat.fontFamily};
    color: ${sat.colorText};
  }

  .grid {
    display: grid;
    grid-template-columns: repeat(
      auto-fill,
      minmax(var(--sat-document-viewer-thumbnail-width, 10rem), 1fr)
    );
    gap: var(--sl-spacing-medium);
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .figure {
    display: grid;
    gap: var(--sl-spacing-x-small);
    margin: 0;
  }

  .thumbnail,
  .figure .missing {
    display: grid;
    place-items: center;
    aspect-ratio: 4 / 3;
    overflow: hidden;
    border: solid var(--sl-panel-border-width) ${sat.colorBorder};
    border-radius: ${sat.borderRadiusMedium};
    background: ${sat.colorSurfaceMuted};
  }

  .thumbnail {
    padding: 0;
    cursor: zoom-in;
    font: inherit;
  }

  .thumbnail:hover {
    border-color: ${sat.colorAccentMuted};
  }

  .thumbnail:focus-visible,
  .stage:focus-visible,
  .open-link:focus-visible {
    outline: ${sat.focusRing};
    outline-offset: var(--sl-focus-ring-offset);
  }

  .thumbnail-image {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }

  .missing {
    margin: 0;
    padding: var(--sl-spacing-small);
    color: ${sat.colorTextMuted};
    font-size: var(--sl-font-size-small);
    text-align: center;
  }

  .caption {
    font-size: var(--sl-font-size-small);
    font-weight: ${sat.fontWeightStrong};
  }

  .viewer {
    display: grid;
    gap: var(--sl-spacing-small);
  }

  .toolbar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-small);
  }

  .title {
    flex: 1 1 auto;
    font-weight: ${sat.fontWeightStrong};
  }

  .position {
    margin-inline-start: var(--sl-spacing-x-small);
    color: ${sat.colorTextMuted};
    font-weight: var(--sl-font-weight-normal);
    font-size: var(--sl-font-size-small);
  }

  .controls {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-3x-small);
    font-size: var(--sl-font-size-large);
  }

  .zoom-level {
    min-width: 3.5em;
    text-align: center;
    font-size: var(--sl-font-size-small);
    font-variant-numeric: tabular-nums;
  }

  .open-link {
    display: inline-flex;
    align-items: center;
    gap: var(--sl-spacing-2x-small);
    margin-inline-start: var(--sl-spacing-x-small);
    color: ${sat.colorAccentText};
    font-size: var(--sl-font-size-small);
  }

  .stage {
    display: grid;
    place-items: center;
    height: var(--sat-document-viewer-stage-height, 60vh);
    overflow: auto;
    border: solid var(--sl-panel-border-width) ${sat.colorBorder};
    border-radius: ${sat.borderRadiusMedium};
    background: ${sat.colorSurfaceStrong};
  }

  /* Enlarged, the picture starts at the area's corner so that all of it can be scrolled to. */
  .stage--enlarged {
    place-items: start;
    cursor: grab;
  }

  .stage--enlarged:active {
    cursor: grabbing;
  }

  .image {
    display: block;
    max-width: 100%;
    max-height: 100%;
  }

  .stage--enlarged .image {
    max-width: none;
    max-height: none;
    /* The drag moves the area, not a copy of the picture. */
    user-select: none;
    -webkit-user-drag: none;
  }
`;
