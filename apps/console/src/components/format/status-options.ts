import type { SatOption } from '@satchel/elements/react';
import { messages } from '@satchel/stores';

type Status = keyof typeof messages.statusLabels;

/** Status values as the choices of a select, labelled for people; values stay the wire's. */
export const statusOptions = <S extends Status>(statuses: readonly S[]): readonly SatOption<S>[] =>
  statuses.map((status) => ({ value: status, label: messages.statusLabels[status] }));
