import { createComponent, type EventName } from '@lit/react';
import * as React from 'react';
import { SatToastStack as SatToastStackElement } from '../components/toast-stack/toast-stack.js';
import type { SatToastDismissEvent } from '../events/sat-toast-dismiss.js';

/** React wrapper of `<sat-toast-stack>`. */
export const SatToastStack = createComponent({
  tagName: 'sat-toast-stack',
  elementClass: SatToastStackElement,
  react: React,
  events: {
    onSatToastDismiss: 'sat-toast-dismiss' as EventName<SatToastDismissEvent>,
  },
  displayName: 'SatToastStack',
});
