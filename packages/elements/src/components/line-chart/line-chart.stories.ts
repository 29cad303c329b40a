import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import type { SatLineChart, SatLineChartSeries } from './line-chart.js';
import './line-chart.js';

type Args = Pick<
  SatLineChart,
  'label' | 'labels' | 'series' | 'height' | 'smoothing' | 'locale' | 'currency' | 'strings'
>;

const red = '#dc2626';
const blue = '#2563eb';

function days(count: number): string[] {
  const first = Date.parse('2025-06-01T00:00:00Z');
  return Array.from(
    { length: count },
    (_, index) =>
      `${new Date(first + index * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`,
  );
}

/** Deterministic daily orders: a weekly rhythm, a slow rise, some noise. */
function orderCounts(count: number): number[] {
  return Array.from({ length: count }, (_, day) =>
    Math.round(40 + day * 0.4 + 15 * Math.sin((day * 2 * Math.PI) / 7) + ((day * 37) % 11)),
  );
}

function dailySales(counts: readonly number[]): number[] {
  return counts.map((orders, day) => Math.round(orders * (520 + ((day * 53) % 140)) * 100) / 100);
}

function salesSeries(counts: readonly number[]): SatLineChartSeries {
  return { label: 'Daily Total Sales', color: red, format: 'money', values: dailySales(counts) };
}

function countSeries(counts: readonly number[]): SatLineChartSeries {
  return { label: 'Daily Order Count', color: blue, format: 'count', values: counts };
}

const month = orderCounts(30);

const meta: Meta<Args> = {
  title: 'Elements/Line chart',
  component: 'sat-line-chart',
  args: {
    label: 'Daily Total Sales',
    labels: days(30),
    series: [salesSeries(month)],
    height: 280,
    smoothing: 0.1,
    locale: 'en-IN',
    currency: 'INR',
    strings: { empty: 'No data' },
  },
  render: (args) => html`
    <sat-line-chart
      label=${args.label}
      .labels=${args.labels}
      .series=${args.series}
      height=${args.height}
      smoothing=${args.smoothing}
      locale=${args.locale}
      currency=${args.currency}
      .strings=${args.strings}
    ></sat-line-chart>
  `,
};

export default meta;

type Story = StoryObj<Args>;

export const DailyTotalSales: Story = {};

export const DailyOrderCount: Story = {
  args: { label: 'Daily Order Count', series: [countSeries(month)] },
};

/** The Order Management screen shows the two charts side by side. */
export const SideBySide: Story = {
  render: () => html`
    <div style="display: grid; grid-template-columns: 1fr 1fr; gap: 1rem">
      <sat-line-chart label="Daily Total Sales" .labels=${days(30)} .series=${[salesSeries(month)]}></sat-line-chart>
      <sat-line-chart label="Daily Order Count" .labels=${days(30)} .series=${[countSeries(month)]}></sat-line-chart>
    </div>
  `,
};

export const Empty: Story = {
  args: { labels: [], series: [] },
};

export const SinglePoint: Story = {
  args: { labels: days(1), series: [salesSeries([42])] },
};

export const LongRange: Story = {
  args: { labels: days(365), series: [salesSeries(orderCounts(365))] },
};

export const MissingDays: Story = {
  args: {
    series: [
      { ...countSeries(month), values: month.map((value, day) => (day % 9 === 4 ? null : value)) },
    ],
  },
};

export const NoSmoothing: Story = {
  args: { smoothing: 0 },
};

/**
 * A narrow card: the axes keep their labels readable by showing fewer of them, and the hidden
 * summary table stays inside the card (a phone's page never scrolls sideways for it).
 */
export const NarrowWidth: Story = {
  decorators: [(story) => html`<div style="max-width: 18rem">${story()}</div>`],
};
