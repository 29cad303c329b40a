// Generated from custom-elements.json by scripts/generate-api.mjs: change the element, then run `pnpm --filter @satchel/elements generate`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import type {
  SatItemSelectEvent,
  SatPaletteCloseEvent,
  SatQueryChangeEvent,
} from '../components/command-palette/command-palette.js';
import { SatCommandPalette as SatCommandPaletteElement } from '../components/command-palette/command-palette.js';

// Every type of the element's module (its events, options, texts), and the element's own class
// under another name, for refs.
export type * from '../components/command-palette/command-palette.js';
export type { SatCommandPalette as SatCommandPaletteElement } from '../components/command-palette/command-palette.js';

/** React wrapper of `<sat-command-palette>`; its API is in the elements' README. */
export const SatCommandPalette = createComponent({
  tagName: 'sat-command-palette',
  elementClass: SatCommandPaletteElement,
  react: React,
  events: {
    onSatQueryChange: 'sat-query-change' as EventName<SatQueryChangeEvent>,
    onSatItemSelect: 'sat-item-select' as EventName<SatItemSelectEvent>,
    onSatPaletteClose: 'sat-palette-close' as EventName<SatPaletteCloseEvent>,
  },
  displayName: 'SatCommandPalette',
});
