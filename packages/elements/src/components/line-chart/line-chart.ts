import { defineElement } from '../../internal/define-element.js';
import { SatLineChart } from './line-chart.component.js';

export { SatLineChart } from './line-chart.component.js';
export type { SatLineChartSeries, SatValueFormat } from './line-chart.types.js';

defineElement('sat-line-chart', SatLineChart);

declare global {
  interface HTMLElementTagNameMap {
    'sat-line-chart': SatLineChart;
  }
}
