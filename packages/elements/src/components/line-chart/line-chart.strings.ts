/** The texts `<sat-line-chart>` shows itself; a host overrides any of them through `strings`. */
export interface SatLineChartStrings {
  /** Shown when there is nothing to draw. */
  readonly empty: string;
  /** Legend label of the x value under the cursor. */
  readonly date: string;
  /** Column headers of the screen-reader summary. */
  readonly series: string;
  readonly first: string;
  readonly last: string;
  readonly highest: string;
}

export const satLineChartStrings: SatLineChartStrings = {
  empty: 'No data',
  date: 'Date',
  series: 'Series',
  first: 'First',
  last: 'Last',
  highest: 'Highest',
};
