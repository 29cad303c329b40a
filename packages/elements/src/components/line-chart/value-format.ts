import type { SatValueFormat } from './line-chart.types.js';

const exact: Record<SatValueFormat | 'number', Intl.NumberFormat> = {
  money: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }),
  count: new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }),
  number: new Intl.NumberFormat('en-IN'),
};

// Axis ticks must stay narrow: ₹1.2L rather than ₹1,20,000.00.
const compact: Record<SatValueFormat | 'number', Intl.NumberFormat> = {
  money: new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    notation: 'compact',
    maximumFractionDigits: 1,
  }),
  count: new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 }),
  number: new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 }),
};

/** A value as the legend and the screen-reader summary show it. */
export function formatValue(value: number, format: SatValueFormat | undefined): string {
  return exact[format ?? 'number'].format(value);
}

/** A value as an axis tick shows it. */
export function formatTick(value: number, format: SatValueFormat | undefined): string {
  return compact[format ?? 'number'].format(value);
}
