/*
 * The one icon set of the elements and their hosts: outline icons on a 24-unit grid, stroked in
 * the current colour, drawn inline so nothing is fetched (no CDN, no Shoelace base path, no extra
 * CSP origin). This module needs no other package, so a host can draw an icon without loading Lit.
 */
import { satchelMark } from './satchel-mark.js';

const shapes = {
  'circle-check': '<circle cx="12" cy="12" r="10"/><path d="m8.5 12.5 2.5 2.5 4.5-5"/>',
  'circle-x': '<circle cx="12" cy="12" r="10"/><path d="m15 9-6 6M9 9l6 6"/>',
  'circle-help':
    '<circle cx="12" cy="12" r="10"/><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01"/>',
  'circle-info': '<circle cx="12" cy="12" r="10"/><path d="M12 16v-4M12 8h.01"/>',
  'triangle-alert':
    '<path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"/><path d="M12 9v4M12 17h.01"/>',
  download: '<path d="M12 3v12M7 10l5 5 5-5M5 21h14"/>',
  eye: '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>',
  'file-text':
    '<path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z"/><path d="M14 2v6h6M8 13h8M8 17h8"/>',
  filter: '<path d="M3 4h18l-7 8.5V19l-4 2v-8.5z"/>',
  image:
    '<rect x="3" y="3" width="18" height="18" rx="2"/><circle cx="9" cy="9" r="2"/><path d="m21 15-5-5L5 21"/>',
  pencil: '<path d="M17 3a2.8 2.8 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5z"/>',
  trash: '<path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6"/>',
  // A change put back as it was (the Audit list's Revert).
  undo: '<path d="M9 14 4 9l5-5"/><path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>',
  // The console's "Find anything".
  search: '<circle cx="11" cy="11" r="7"/><path d="m21 21-5-5"/>',
  // The document viewer's controls.
  'zoom-in': '<circle cx="11" cy="11" r="7"/><path d="m21 21-5-5M8 11h6M11 8v6"/>',
  'zoom-out': '<circle cx="11" cy="11" r="7"/><path d="m21 21-5-5M8 11h6"/>',
  fit: '<path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"/>',
  'chevron-left': '<path d="M15 18l-6-6 6-6"/>',
  'chevron-right': '<path d="M9 18l6-6-6-6"/>',
  'external-link': '<path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6"/>',
  wallet:
    '<path d="M20 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2"/><path d="M3 6v12a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-2"/>',
  // The console's shell and sidebar sections.
  satchel: satchelMark,
  collapse: '<path d="M11 17l-5-5 5-5M18 17l-5-5 5-5"/>',
  expand: '<path d="M13 17l5-5-5-5M6 17l5-5-5-5"/>',
  menu: '<path d="M4 6h16M4 12h16M4 18h16"/>',
  'chevron-down': '<path d="M6 9l6 6 6-6"/>',
  // The table's column menu.
  'chevron-up': '<path d="M18 15l-6-6-6 6"/>',
  columns: '<rect x="3" y="4" width="18" height="16" rx="2"/><path d="M9 4v16M15 4v16"/>',
  grid: '<path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z"/>',
  users:
    '<path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6"/>',
  store:
    '<path d="M3 9l1.5-5h15L21 9zM3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v8h14v-8M10 20v-5h4v5"/>',
  truck:
    '<path d="M2 6h11v10H2zM13 10h4l4 4v2h-8zM6.5 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z"/>',
  package: '<path d="M12 2l9 5v10l-9 5-9-5V7zM3 7l9 5 9-5M12 12v10"/>',
  tag: '<path d="M3 12V3h9l9 9-9 9zM8 8h.01"/>',
  layers: '<path d="M12 3l9 5-9 5-9-5zM3 12l9 5 9-5M3 16l9 5 9-5"/>',
  ticket: '<path d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v2M14 11v2M14 15v2"/>',
  star: '<path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z"/>',
  trend: '<path d="M3 17l6-6 4 4 8-8M15 7h6v6"/>',
  clipboard: '<path d="M8 3h8v4H8zM8 5H5v16h14V5h-3M9 12h6M9 16h6"/>',
} as const;

export type SatIconName = keyof typeof shapes;

export const satIconNames = Object.keys(shapes) as SatIconName[];

/** The icon's drawing: the SVG elements that go inside a `viewBox="0 0 24 24"` svg. */
export function satIconShape(name: SatIconName): string {
  return shapes[name];
}

/**
 * The icon as a data: URL. Places that draw many icons (table rows) use it as a CSS mask, which
 * costs no element at all, where one sl-icon per icon would cost a shadow root each.
 */
export function satIconUrl(name: string): string {
  const shape = shapes[name as SatIconName] ?? '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shape}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
