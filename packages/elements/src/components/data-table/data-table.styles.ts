import { css, unsafeCSS } from 'lit';
import { satIconNames, satIconUrl } from '../../icons/sat-icons.js';
import { sat } from '../../internal/theme-tokens.js';

/** One class per icon whose mask is the icon's drawing, painted in the text colour. */
const iconStyles = unsafeCSS(
  satIconNames.map((name) => `.icon--${name} { --icon: url("${satIconUrl(name)}"); }`).join('\n'),
);

export const dataTableStyles = [
  iconStyles,
  css`
  :host {
    display: block;
    /* In a grid or flex parent too, the rows scroll inside the table's box (.scroller): its
       columns must not widen the parent, nor a phone's page. */
    min-width: 0;
    font-family: ${sat.fontFamily};
    font-size: ${sat.fontSize};
    color: ${sat.colorText};
  }

  .toolbar,
  .footer,
  .filters {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    padding: var(--sl-spacing-small) 0;
  }

  .filters {
    align-items: flex-end;
    padding: var(--sl-spacing-medium);
    margin-bottom: var(--sl-spacing-small);
    border: solid 1px ${sat.colorBorder};
    border-radius: ${sat.borderRadiusMedium};
    background: ${sat.colorSurfaceMuted};
  }

  .loading-status {
    display: inline-flex;
    align-items: center;
    gap: var(--sl-spacing-x-small);
    color: ${sat.colorTextMuted};
  }

  .total {
    display: inline-flex;
    align-items: center;
    gap: var(--sl-spacing-x-small);
    margin-left: auto;
  }

  /* The notice of new rows: in the toolbar, so that it never pushes the rows (see data-table.toolbar). */
  .new-rows {
    display: inline-flex;
    align-items: center;
    gap: var(--sl-spacing-x-small);
    color: ${sat.colorAccentText};
    font-weight: ${sat.fontWeightStrong};
  }

  .column-menu-anchor {
    position: relative;
    display: inline-flex;
  }

  .column-menu {
    position: absolute;
    top: calc(100% + var(--sl-spacing-3x-small));
    inset-inline-start: 0;
    /* Above the table's sticky header cells. */
    z-index: 3;
    min-width: 15rem;
    max-height: min(24rem, 70vh);
    overflow: auto;
    padding: var(--sl-spacing-x-small);
    border: solid 1px ${sat.colorBorderStrong};
    border-radius: ${sat.borderRadiusMedium};
    background: ${sat.colorSurface};
    box-shadow: var(--sl-shadow-large);
  }

  .column-list {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .column-item {
    display: flex;
    align-items: center;
    gap: var(--sl-spacing-2x-small);
    padding: var(--sl-spacing-3x-small) 0;
  }

  .column-toggle {
    display: flex;
    flex: 1;
    align-items: center;
    gap: var(--sl-spacing-x-small);
    padding-inline: var(--sl-spacing-2x-small);
    white-space: nowrap;
    cursor: pointer;
  }

  .column-toggle input {
    margin: 0;
  }

  .selection-bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--sl-spacing-x-small) var(--sl-spacing-medium);
    margin-bottom: var(--sl-spacing-small);
    padding: var(--sl-spacing-x-small) var(--sl-spacing-small);
    border: solid 1px ${sat.colorAccentMuted};
    border-radius: ${sat.borderRadiusMedium};
    background: ${sat.colorAccentSubtle};
    color: ${sat.colorText};
  }

  .field {
    display: flex;
    flex-direction: column;
    gap: var(--sl-spacing-3x-small);
  }

  .field--inline {
    flex-direction: row;
    align-items: center;
    gap: var(--sl-spacing-x-small);
  }

  .field-label {
    color: ${sat.colorTextMuted};
  }

  .filter-buttons,
  .pager,
  .actions {
    display: inline-flex;
    align-items: center;
    gap: var(--sl-spacing-x-small);
  }

  .pager {
    margin-left: auto;
  }

  .page-number {
    min-width: 6rem;
    text-align: center;
  }

  /* Native controls dressed in Shoelace's tokens: light enough for 80 rows of them. */
  .control,
  .cell-select {
    font: inherit;
    min-height: var(--sl-input-height-small);
    padding: 0 var(--sl-spacing-x-small);
    border: solid 1px ${sat.colorBorderStrong};
    border-radius: ${sat.borderRadiusSmall};
    background: ${sat.colorSurface};
    color: ${sat.colorText};
  }

  .button {
    display: inline-flex;
    align-items: center;
    gap: var(--sl-spacing-2x-small);
    font: inherit;
    font-weight: ${sat.fontWeightStrong};
    min-height: var(--sl-input-height-small);
    padding: 0 var(--sl-spacing-small);
    border: solid 1px ${sat.colorBorderStrong};
    border-radius: ${sat.borderRadiusSmall};
    background: ${sat.colorSurface};
    color: ${sat.colorTextMuted};
    cursor: pointer;
    white-space: nowrap;
  }

  .button:hover:not(:disabled, [aria-disabled='true']) {
    border-color: ${sat.colorAccentMuted};
    background: ${sat.colorAccentSubtle};
    color: ${sat.colorAccentText};
  }

  .button--primary,
  .button--primary:hover:not(:disabled) {
    border-color: ${sat.colorAccentText};
    background: ${sat.colorAccentText};
    color: ${sat.colorOnAccent};
  }

  .button--pending {
    box-shadow: 0 0 0 3px ${sat.colorAccentMuted};
  }

  .button--small {
    min-height: 1.75rem;
    padding: 0 var(--sl-spacing-x-small);
    font-weight: var(--sl-font-weight-normal);
  }

  .button--icon {
    justify-content: center;
    min-width: 1.75rem;
    padding: 0;
  }

  .icon {
    display: inline-block;
    flex: none;
    width: 1em;
    height: 1em;
    background: currentColor;
    mask: var(--icon) center / contain no-repeat;
  }

  .button:disabled,
  [aria-disabled='true'],
  .control:disabled,
  .cell-select:disabled,
  .link:disabled,
  input:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  .pending-note {
    color: ${sat.colorAccentText};
    font-weight: ${sat.fontWeightStrong};
  }

  :is(.button, .control, .cell-select, .link, input, .scroller):focus-visible {
    outline: ${sat.focusRing};
    outline-offset: var(--sl-focus-ring-offset);
  }

  /* The table scrolls inside its own box, never the page. */
  .scroller {
    overflow: auto;
    max-height: var(--sat-data-table-max-height, none);
    border: solid 1px ${sat.colorBorder};
    border-radius: ${sat.borderRadiusMedium};
    background: ${sat.colorSurface};
  }

  /* Disables every control of the table while loading, with one attribute (see render). */
  .rows-state {
    display: contents;
  }

  table {
    width: 100%;
    border-collapse: collapse;
  }

  th,
  td {
    /* Dense between columns, so ten of them fit beside the sidebar at 1366 px. */
    padding: var(--sl-spacing-x-small);
    border-bottom: solid 1px ${sat.colorBorder};
    vertical-align: middle;
  }

  :is(th, td):first-child {
    padding-inline-start: var(--sl-spacing-small);
  }

  :is(th, td):last-child {
    padding-inline-end: var(--sl-spacing-small);
  }

  /*
   * A long page's rows move from one end of the window to the other as it scrolls: the browser
   * must not keep one of them in place by scrolling after it (scroll anchoring).
   */
  tbody.windowed {
    overflow-anchor: none;
  }

  /* A long page's rows not drawn: only their height (see data-table.window). */
  .gap td {
    padding: 0;
    border: none;
  }

  th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${sat.colorSurfaceStrong};
    color: ${sat.colorTextMuted};
    font-weight: ${sat.fontWeightStrong};
    white-space: nowrap;
  }

  /* Amounts and ids read as one token, as do a date's day and its time: none breaks apart. */
  .kind-money,
  .kind-link,
  .unbroken {
    white-space: nowrap;
  }

  .align-start {
    text-align: start;
  }

  .align-center {
    text-align: center;
  }

  .align-end {
    text-align: end;
  }

  tbody tr:not(.gap):hover {
    background: var(--sat-data-table-row-hover, ${sat.colorSurfaceMuted});
  }

  /* The active row (j and k): an outline, seen with or without focus, inside the row's box. */
  tbody tr[data-active] {
    outline: ${sat.focusRing};
    outline-offset: calc(-1 * var(--sl-focus-ring-width));
  }

  tbody tr.selected {
    background: var(--sat-data-table-selected-row, ${sat.colorAccentSubtle});
  }

  /*
   * A row changed by someone else, marked for a moment: a bar at its start (a shape, not only a
   * colour) and a tint, both fading in about 2 s.
   */
  tbody tr[data-marked] {
    animation: row-marked 2s ease-out;
  }

  tbody tr[data-marked] > td:first-child {
    box-shadow: inset 4px 0 0 transparent;
    animation: row-marked-bar 2s ease-out;
  }

  /*
   * The tint a tenth of the bar's colour: its links and texts keep their contrast (AA) from the
   * first frame, as on a selected row.
   */
  @keyframes row-marked {
    from {
      background-color: color-mix(in srgb, var(--sat-data-table-marked-row, ${sat.colorAccent}) 10%, transparent);
    }
  }

  @keyframes row-marked-bar {
    from,
    75% {
      box-shadow: inset 4px 0 0 var(--sat-data-table-marked-row, ${sat.colorAccent});
    }
  }

  .select-cell {
    width: 2.5rem;
    text-align: center;
  }

  .empty td {
    padding: var(--sl-spacing-large);
    text-align: center;
    color: ${sat.colorTextMuted};
  }

  .link {
    font: inherit;
    padding: 0;
    border: none;
    background: none;
    color: ${sat.colorAccentText};
    text-decoration: underline;
    cursor: pointer;
  }

  .thumbnail {
    position: relative;
    display: inline-grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    overflow: hidden;
    border-radius: ${sat.borderRadiusSmall};
    background: ${sat.colorSurfaceStrong};
    color: ${sat.colorControl};
    vertical-align: middle;
  }

  .thumbnail .icon {
    width: 1.25rem;
    height: 1.25rem;
  }

  .thumbnail img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  /* A banner: wide, and shown whole (letterboxed) rather than cropped to a square. */
  .thumbnail--whole {
    width: 5rem;
  }

  .thumbnail--whole img {
    object-fit: contain;
  }

  /* A broken image steps aside for the placeholder but keeps its text alternative. */
  .thumbnail img.broken {
    opacity: 0;
  }

  /* A checkbox drawn as a switch: one native input per row instead of a component. */
  .switch {
    appearance: none;
    position: relative;
    width: 2.25rem;
    height: 1.25rem;
    margin: 0;
    border-radius: 999px;
    background: ${sat.colorControl};
    cursor: pointer;
    transition: background var(--sl-transition-fast);
  }

  .switch::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: calc(1.25rem - 4px);
    height: calc(1.25rem - 4px);
    border-radius: 50%;
    background: ${sat.colorSurface};
    transition: transform var(--sl-transition-fast);
  }

  .switch:checked {
    background: ${sat.colorAccent};
  }

  .switch:checked::before {
    transform: translateX(1rem);
  }

  @media (prefers-reduced-motion: reduce) {
    .switch,
    .switch::before {
      transition: none;
    }

    /* No fading: the mark stays, still, as long as the host keeps the row in markedRows. */
    tbody tr[data-marked],
    tbody tr[data-marked] > td:first-child {
      animation: none;
    }

    tbody tr[data-marked]:not(.selected) {
      background-color: color-mix(in srgb, var(--sat-data-table-marked-row, ${sat.colorAccent}) 10%, transparent);
    }

    tbody tr[data-marked] > td:first-child {
      box-shadow: inset 4px 0 0 var(--sat-data-table-marked-row, ${sat.colorAccent});
    }
  }
`,
];
