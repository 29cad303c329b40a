import { useStore } from '@nanostores/react';
import type { dashboard as wire } from '@satchel/api';
import { SatLineChart, type SatLineChartSeries } from '@satchel/elements/react';
import { dashboard, elementTexts, locale, messages } from '@satchel/stores';
import { useMemo } from 'react';
import { formatCount, formatMoney } from '../../components/format/numbers.js';

const texts = messages.dashboard;
type Figures = wire.DayFigures;

/** The four figures, each with how it is written and what it counts. */
const figures: readonly {
  key: keyof Omit<Figures, 'day'>;
  label: string;
  note: string;
  format: (value: number) => string;
}[] = [
  { key: 'revenue', label: texts.revenue, note: texts.revenueNote, format: formatMoney },
  {
    key: 'orders',
    label: texts.orders,
    note: texts.ordersNote,
    format: (n) => formatCount(n),
  },
  {
    key: 'averageOrderValue',
    label: texts.averageOrderValue,
    note: texts.averageOrderValueNote,
    format: formatMoney,
  },
  {
    key: 'cancellations',
    label: texts.cancellations,
    note: texts.cancellationsNote,
    format: (n) => formatCount(n),
  },
];

const arrows = { up: '▲', down: '▼', same: '' } as const;

/** "▲ 25% vs yesterday": today's figure against an earlier day's. */
function Change({ now, before, against }: { now: number; before: number; against: string }) {
  const { direction, percent } = dashboard.figureChange(now, before);
  const size =
    direction === 'same' ? texts.noChange : percent === null ? texts.newToday : `${percent}%`;
  return (
    <li className={`dashboard-change dashboard-change--${direction}`}>
      {arrows[direction]} {size} {against}
    </li>
  );
}

/** Today's revenue, orders, average order value and cancellations, and a 14-day chart. */
export function TodayAtAGlance() {
  const { data } = useStore(dashboard.$glance);
  const chart = data?.chart ?? [];
  const labels = useMemo(() => chart.map((day) => day.day), [chart]);
  const series = useMemo<SatLineChartSeries[]>(
    () => [
      {
        label: texts.revenue,
        values: chart.map((day) => day.revenue),
        color: '#2563eb',
        format: 'money',
      },
    ],
    [chart],
  );
  return (
    <section className="dashboard-glance" aria-labelledby="dashboard-glance">
      <h3 id="dashboard-glance">{texts.today}</h3>
      <dl className="dashboard-figures">
        {figures.map(({ key, label, note, format }) => (
          <div key={key} className="dashboard-figure panel" data-figure={key}>
            <dt>
              {label}
              <small>{note}</small>
            </dt>
            <dd>
              <span className="dashboard-figure__value">
                {data ? format(data.today[key]) : '—'}
              </span>
              {data ? (
                <ul>
                  <Change
                    now={data.today[key]}
                    before={data.yesterday[key]}
                    against={texts.vsYesterday}
                  />
                  <Change
                    now={data.today[key]}
                    before={data.lastWeek[key]}
                    against={texts.vsLastWeek}
                  />
                </ul>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <figure className="dashboard-chart panel">
        <figcaption>{texts.chart}</figcaption>
        <SatLineChart
          strings={elementTexts.lineChart}
          locale={locale}
          label={texts.chart}
          labels={labels}
          series={series}
        />
      </figure>
    </section>
  );
}
