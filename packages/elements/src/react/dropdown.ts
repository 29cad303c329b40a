// Generated from custom-elements.json by scripts/generate-api.mjs: change the element, then run `pnpm --filter @satchel/elements generate`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import type { SatDropdownChangeEvent } from '../components/dropdown/dropdown.js';
import { SatDropdown as SatDropdownElement } from '../components/dropdown/dropdown.js';

// Every type of the element's module (its events, options, texts), and the element's own class
// under another name, for refs.
export type * from '../components/dropdown/dropdown.js';
export type { SatDropdown as SatDropdownElement } from '../components/dropdown/dropdown.js';

/** React wrapper of `<sat-dropdown>`; its API is in the elements' README. */
export const SatDropdown = createComponent({
  tagName: 'sat-dropdown',
  elementClass: SatDropdownElement,
  react: React,
  events: {
    onSatDropdownChange: 'sat-dropdown-change' as EventName<SatDropdownChangeEvent>,
  },
  displayName: 'SatDropdown',
});
