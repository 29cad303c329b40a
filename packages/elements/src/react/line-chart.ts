// Generated from custom-elements.json by scripts/generate-api.mjs: change the element, then run `pnpm --filter @satchel/elements generate`.
import { createComponent } from '@lit/react';
import * as React from 'react';
import { SatLineChart as SatLineChartElement } from '../components/line-chart/line-chart.js';

// Every type of the element's module (its events, options, texts), and the element's own class
// under another name, for refs.
export type * from '../components/line-chart/line-chart.js';
export type { SatLineChart as SatLineChartElement } from '../components/line-chart/line-chart.js';

/** React wrapper of `<sat-line-chart>`; its API is in the elements' README. */
export const SatLineChart = createComponent({
  tagName: 'sat-line-chart',
  elementClass: SatLineChartElement,
  react: React,
  events: {},
  displayName: 'SatLineChart',
});
