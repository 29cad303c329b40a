import type { SatValueFormat } from './line-chart.types.js';

type Formats = Record<SatValueFormat | 'number', Intl.NumberFormat>;

/** How a chart writes its values; built once per change of its locale or currency. */
export interface ValueFormats {
  /** A value as the legend and the screen-reader summary show it. */
  value(value: number, format: SatValueFormat | undefined): string;
  /** A value as an axis tick shows it. */
  tick(value: number, format: SatValueFormat | undefined): string;
}

export function valueFormats(locale: string, currency: string): ValueFormats {
  const exact: Formats = {
    money: new Intl.NumberFormat(locale, { style: 'currency', currency }),
    count: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    number: new Intl.NumberFormat(locale),
  };
  // Axis ticks must stay narrow: ₹1.2L rather than ₹1,20,000.00.
  const compact: Formats = {
    money: new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
    count: new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
    number: new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  };
  return {
    value: (value, format) => exact[format ?? 'number'].format(value),
    tick: (value, format) => compact[format ?? 'number'].format(value),
  };
}
