import { TextField } from './TextField.js';

type DateFieldProps = Omit<Parameters<typeof TextField>[0], 'type' | 'inputmode' | 'step'>;

/** A day as `YYYY-MM-DD` ('' when unset), with the browser's date picker. */
export function DateField(field: DateFieldProps) {
  return <TextField {...field} type="date" />;
}
