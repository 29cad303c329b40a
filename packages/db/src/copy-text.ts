/**
 * One value in PostgreSQL's COPY text format (\N is NULL; backslash, tab and newlines escaped;
 * an array as a text[] literal), for whatever streams rows in with COPY FROM STDIN: the demo
 * loader and the product CSV import.
 */
export function copyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (Array.isArray(value)) return escapeCopy(arrayLiteral(value));
  return escapeCopy(String(value));
}

const escapeCopy = (text: string) =>
  /[\\\t\n\r]/.test(text)
    ? text.replace(
        /[\\\t\n\r]/g,
        (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!,
      )
    : text;

/** A text[] literal: {"a","b"}. */
const arrayLiteral = (items: readonly unknown[]) =>
  `{${items.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
