import { useStore } from '@nanostores/react';
import { SatLineChart, type SatLineChartSeries } from '@satchel/elements/react';
import { elementTexts, locale, messages, orders } from '@satchel/stores';
import { useMemo } from 'react';

// Red and blue of the spec (part 1 §3), dark enough to read on white.
const red = '#dc2626';
const blue = '#2563eb';

/** "Daily Total Sales" and "Daily Order Count" of the last 30 days, side by side. */
export function OrderCharts() {
  const charts = useStore(orders.$orderCharts);
  const labels = useMemo(() => charts.days.map((day) => day.day), [charts.days]);
  const sales = useMemo<SatLineChartSeries[]>(
    () => [
      {
        label: messages.orders.dailyTotalSales,
        values: charts.days.map((day) => day.totalSales),
        color: red,
        format: 'money',
      },
    ],
    [charts.days],
  );
  const counts = useMemo<SatLineChartSeries[]>(
    () => [
      {
        label: messages.orders.dailyOrderCount,
        values: charts.days.map((day) => day.orderCount),
        color: blue,
        format: 'count',
      },
    ],
    [charts.days],
  );
  return (
    <div className="order-charts">
      <figure className="order-charts__chart panel">
        <figcaption>{messages.orders.dailyTotalSales}</figcaption>
        <SatLineChart
          strings={elementTexts.lineChart}
          locale={locale}
          label={messages.orders.dailyTotalSales}
          labels={labels}
          series={sales}
        />
      </figure>
      <figure className="order-charts__chart panel">
        <figcaption>{messages.orders.dailyOrderCount}</figcaption>
        <SatLineChart
          strings={elementTexts.lineChart}
          locale={locale}
          label={messages.orders.dailyOrderCount}
          labels={labels}
          series={counts}
        />
      </figure>
    </div>
  );
}
