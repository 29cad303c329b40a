import type { SatOption } from '@satchel/elements/react';
import { screenTexts } from '../../texts.js';

type Status = keyof typeof screenTexts.statusLabels;

/** Status values as the choices of a select, labelled for people; values stay the wire's. */
export const statusOptions = (statuses: readonly Status[]): readonly SatOption[] =>
  statuses.map((status) => ({ value: status, label: screenTexts.statusLabels[status] }));
