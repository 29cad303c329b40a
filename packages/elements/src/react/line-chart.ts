import { createComponent } from '@lit/react';
import * as React from 'react';
import { SatLineChart as SatLineChartElement } from '../components/line-chart/line-chart.js';

/** React wrapper of `<sat-line-chart>`. */
export const SatLineChart = createComponent({
  tagName: 'sat-line-chart',
  elementClass: SatLineChartElement,
  react: React,
  displayName: 'SatLineChart',
});
