import { SatLineChart } from './line-chart.component.js';

export { SatLineChart } from './line-chart.component.js';
export { type SatLineChartStrings, satLineChartStrings } from './line-chart.strings.js';
export type { SatLineChartSeries, SatValueFormat } from './line-chart.types.js';

SatLineChart.define('sat-line-chart');

declare global {
  interface HTMLElementTagNameMap {
    'sat-line-chart': SatLineChart;
  }
}
