import type { history } from '@satchel/api';

/** A recorded value as an operator reads it: blank for none, text as it is, the rest as JSON. */
export const shownValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** One field's change of a row: its name and its value before and after. */
export interface FieldRow {
  readonly field: string;
  readonly before: string;
  readonly after: string;
}

/**
 * A row change's fields, one line each: an update's changed fields, a made row's fields (no
 * before), a removed row's (no after).
 */
export function fieldRows(change: history.FieldChange): FieldRow[] {
  const fields = new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})]);
  return [...fields].map((field) => ({
    field,
    before: change.before ? shownValue(change.before[field]) : '',
    after: change.after ? shownValue(change.after[field]) : '',
  }));
}
