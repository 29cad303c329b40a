import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { SatDropdown as SatDropdownElement } from '../components/dropdown/dropdown.js';
import type { SatDropdownChangeEvent } from '../events/sat-dropdown-change.js';

/** React wrapper of `<sat-dropdown>`. */
export const SatDropdown = createComponent({
  tagName: 'sat-dropdown',
  elementClass: SatDropdownElement,
  react: React,
  events: {
    onSatDropdownChange: 'sat-dropdown-change' as EventName<SatDropdownChangeEvent>,
  },
  displayName: 'SatDropdown',
});
