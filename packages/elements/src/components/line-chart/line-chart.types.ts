/** How a series' values are written: amounts in the chart's `currency` or whole counts; plain numbers if unset. */
export type SatValueFormat = 'money' | 'count';

/** One line of a `<sat-line-chart>`: one value per label, `null` where there is none. */
export interface SatLineChartSeries {
  label: string;
  values: readonly (number | null)[];
  /** Any CSS colour the canvas understands, e.g. `#dc2626` or `rgb(220 38 38)`. */
  color: string;
  format?: SatValueFormat;
}
