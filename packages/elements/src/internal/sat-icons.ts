import {
  getIconLibrary,
  registerIconLibrary,
} from '@shoelace-style/shoelace/dist/components/icon/library.js';

/** The name our elements pass as `library` to sl-icon. */
export const satIconLibrary = 'sat';

/*
 * Outline icons drawn on a 24-unit grid and inlined, so the elements never fetch icons from a
 * CDN or depend on Shoelace's base path.
 */
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
  wallet:
    '<path d="M20 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2"/><path d="M3 6v12a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-2"/>',
} as const;

export type SatIconName = keyof typeof shapes;

export const satIconNames = Object.keys(shapes) as SatIconName[];

/**
 * The icon as a data: URL. Places that draw many icons (table rows) use it as a CSS mask, which
 * costs no element at all, where one sl-icon per icon would cost a shadow root each.
 */
export function satIconUrl(name: string): string {
  const shape = shapes[name as SatIconName] ?? '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shape}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Registers the `sat` icon library once; every tag module calls it before defining its tag. */
export function registerSatIcons(): void {
  if (!getIconLibrary(satIconLibrary)) {
    registerIconLibrary(satIconLibrary, { resolver: satIconUrl });
  }
}
