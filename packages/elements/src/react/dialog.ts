import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { SatDialog as SatDialogElement } from '../components/dialog/dialog.js';
import type { SatDialogCloseEvent } from '../events/sat-dialog-close.js';
import type { SatDialogConfirmEvent } from '../events/sat-dialog-confirm.js';

/** React wrapper of `<sat-dialog>`. */
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
