// Generated from custom-elements.json by scripts/generate-api.mjs: change the element, then run `pnpm --filter @satchel/elements generate`.
import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import type { SatDialogCloseEvent, SatDialogConfirmEvent } from '../components/dialog/dialog.js';
import { SatDialog as SatDialogElement } from '../components/dialog/dialog.js';

// Every type of the element's module (its events, options, texts), and the element's own class
// under another name, for refs.
export type * from '../components/dialog/dialog.js';
export type { SatDialog as SatDialogElement } from '../components/dialog/dialog.js';

/** React wrapper of `<sat-dialog>`; its API is in the elements' README. */
export const SatDialog = createComponent({
  tagName: 'sat-dialog',
  elementClass: SatDialogElement,
  react: React,
  events: {
    onSatDialogConfirm: 'sat-dialog-confirm' as EventName<SatDialogConfirmEvent>,
    onSatDialogClose: 'sat-dialog-close' as EventName<SatDialogCloseEvent>,
  },
  displayName: 'SatDialog',
});
