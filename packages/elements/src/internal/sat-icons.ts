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
} as const;

export type SatIconName = keyof typeof shapes;

function toDataUri(name: string): string {
  const shape = shapes[name as SatIconName] ?? '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shape}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Registers the `sat` icon library once; every tag module calls it before defining its tag. */
export function registerSatIcons(): void {
  if (!getIconLibrary(satIconLibrary)) {
    registerIconLibrary(satIconLibrary, { resolver: toDataUri });
  }
}
