// Formatters are built once per page: Intl constructors are far slower than format calls, and a
// table of 80 rows would otherwise build hundreds of them on every render.

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  // The marketplace's business day is India's, whatever the operator's own zone (design.md §4).
  timeZone: 'Asia/Kolkata',
});

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Any value as cell text; null and undefined show nothing. */
export function formatText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A date and time in India's zone; text that is no date is shown as it is. */
export function formatDateTime(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat.format(date);
}

/** An amount in rupees; text that is no number is shown as it is. */
export function formatRupees(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number.parseFloat(String(value));
  return Number.isNaN(amount) ? String(value) : rupeeFormat.format(amount);
}
