// Formatters are built once per change of locale, currency or time zone, never per cell: Intl
// constructors are far slower than format calls, and a table of 80 rows would otherwise build
// hundreds of them on every render.

/** How a table writes its dates and amounts. */
export interface CellFormats {
  /** A date and time; text that is no date is shown as it is. */
  readonly dateTime: (value: unknown) => string;
  /** An amount; text that is no number is shown as it is. */
  readonly money: (value: unknown) => string;
  /** A count (totals, new rows), grouped as the locale groups digits. */
  readonly count: (value: number) => string;
}

/** Any value as cell text; null and undefined show nothing. */
export function formatText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

export function cellFormats(locale: string, currency: string, timeZone: string): CellFormats {
  const dateTimeFormat = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const moneyFormat = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const countFormat = new Intl.NumberFormat(locale);
  return {
    dateTime: (value) => {
      if (isBlank(value)) return '';
      const date = value instanceof Date ? value : new Date(value as string | number);
      return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat.format(date);
    },
    money: (value) => {
      if (isBlank(value)) return '';
      const amount = typeof value === 'number' ? value : Number.parseFloat(String(value));
      return Number.isNaN(amount) ? String(value) : moneyFormat.format(amount);
    },
    count: (value) => countFormat.format(value),
  };
}
