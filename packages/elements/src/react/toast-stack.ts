// Generated from custom-elements.json by scripts/generate-api.mjs: change the element, then run `pnpm --filter @satchel/elements generate`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import type { SatToastDismissEvent } from '../components/toast-stack/toast-stack.js';
import { SatToastStack as SatToastStackElement } from '../components/toast-stack/toast-stack.js';

// Every type of the element's module (its events, options, texts), and the element's own class
// under another name, for refs.
export type * from '../components/toast-stack/toast-stack.js';
export type { SatToastStack as SatToastStackElement } from '../components/toast-stack/toast-stack.js';

/** React wrapper of `<sat-toast-stack>`; its API is in the elements' README. */
export const SatToastStack = createComponent({
  tagName: 'sat-toast-stack',
  elementClass: SatToastStackElement,
  react: React,
  events: {
    onSatToastDismiss: 'sat-toast-dismiss' as EventName<SatToastDismissEvent>,
  },
  displayName: 'SatToastStack',
});
