import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { a11ySnapshot, resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import sinon from 'sinon';
import { type AccessibleNode, findAccessible } from '../../testing/accessibility-tree.js';
import '../../testing/light-theme.js';
import type { SatLineChart, SatLineChartSeries } from './line-chart.js';
import './line-chart.js';

const red = 'rgb(220, 38, 38)';
const blue = 'rgb(37, 99, 235)';

function days(count: number, start = '2025-01-01'): string[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from(
    { length: count },
    (_, index) =>
      `${new Date(first + index * 86_400_000).toISOString().slice(0, 10)}T00:00:00+05:30`,
  );
}

const sales: SatLineChartSeries = {
  label: 'Daily Total Sales',
  color: red,
  format: 'money',
  values: [1200.5, 980, 1500.25, 0, 2210.75],
};
const orders: SatLineChartSeries = {
  label: 'Daily Order Count',
  color: blue,
  format: 'count',
  values: [4, 3, 6, 0, 9],
};

/** The texts of the page's accessibility tree, in reading order. */
async function spokenTexts(): Promise<string[]> {
  const tree = (await a11ySnapshot({})) as unknown as AccessibleNode;
  const texts: string[] = [];
  const visit = (node: AccessibleNode) => {
    if (node.role === 'StaticText') {
      texts.push(node.name);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return texts;
}

async function chartOf(series: SatLineChartSeries[], labels = days(5)): Promise<SatLineChart> {
  const chart = await fixture<SatLineChart>(
    html`<sat-line-chart label="Daily Total Sales" style="width: 640px" .labels=${labels} .series=${series}></sat-line-chart>`,
  );
  await chart.updateComplete;
  return chart;
}

function plots(chart: SatLineChart): Element[] {
  return [...chart.shadowRoot!.querySelectorAll('.uplot')];
}

function legendRows(chart: SatLineChart): HTMLElement[] {
  return [...chart.shadowRoot!.querySelectorAll<HTMLElement>('.u-legend .u-series')];
}

function plotWidth(chart: SatLineChart): number {
  return chart.shadowRoot!.querySelector('canvas')!.getBoundingClientRect().width;
}

describe('<sat-line-chart>', () => {
  afterEach(() => resetMouse());

  describe('drawing', () => {
    it('draws one canvas and a legend row with the colour of each series', async () => {
      const chart = await chartOf([sales, orders]);
      expect(chart.shadowRoot!.querySelectorAll('canvas')).to.have.length(1);
      const rows = legendRows(chart).slice(1);
      expect(rows.map((row) => row.querySelector('.u-label')!.textContent)).to.deep.equal([
        'Daily Total Sales',
        'Daily Order Count',
      ]);
      const markers = rows.map(
        (row) => getComputedStyle(row.querySelector('.u-marker')!).borderColor,
      );
      expect(markers).to.deep.equal([red, blue]);
    });

    it('strokes each line in its colour, without filling under it', async () => {
      const strokes = new Set<string>();
      const fills = new Set<string>();
      const context = CanvasRenderingContext2D.prototype;
      const stroke = sinon.stub(context, 'stroke').callsFake(function (
        this: CanvasRenderingContext2D,
        ...args: [Path2D?]
      ) {
        strokes.add(String(this.strokeStyle));
        stroke.wrappedMethod.apply(this, args as [Path2D]);
      });
      const fill = sinon.stub(context, 'fill').callsFake(function (
        this: CanvasRenderingContext2D,
        ...args: [Path2D?]
      ) {
        fills.add(String(this.fillStyle));
        fill.wrappedMethod.apply(this, args as [Path2D]);
      });
      try {
        await chartOf([sales, orders]);
      } finally {
        stroke.restore();
        fill.restore();
      }
      expect([...strokes]).to.include.members(['#dc2626', '#2563eb']);
      expect([...fills]).not.to.include('#dc2626');
      expect([...fills]).not.to.include('#2563eb');
    });

    it('labels the x axis with the date part only', async () => {
      const texts: string[] = [];
      const fillText = sinon
        .stub(CanvasRenderingContext2D.prototype, 'fillText')
        .callsFake(function (this: CanvasRenderingContext2D, text: string, x: number, y: number) {
          texts.push(text);
          fillText.wrappedMethod.call(this, text, x, y);
        });
      try {
        await chartOf([sales], days(30));
      } finally {
        fillText.restore();
      }
      const dates = texts.filter((text) => /^\d{4}-/.test(text));
      expect(dates.length).to.be.greaterThan(2);
      for (const date of dates) {
        expect(date).to.match(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(dates[0]).to.equal('2025-01-01');
    });

    it('shows the values under the cursor in the legend: rupees and whole counts', async () => {
      const chart = await chartOf([sales, orders]);
      const over = chart.shadowRoot!.querySelector('.u-over')!.getBoundingClientRect();
      // The last day sits at the right edge of the plot.
      await sendMouse({
        type: 'move',
        position: [Math.round(over.right - 2), Math.round(over.top + over.height / 2)],
      });
      await waitUntil(
        () => legendRows(chart)[0]!.querySelector('.u-value')!.textContent === '2025-01-05',
        'the legend follows the cursor',
      );
      const values = legendRows(chart).map((row) => row.querySelector('.u-value')!.textContent);
      expect(values).to.deep.equal(['2025-01-05', '₹2,210.75', '9']);
    });

    it('draws a single day', async () => {
      const chart = await chartOf([{ ...sales, values: [500] }], days(1));
      expect(plots(chart)).to.have.length(1);
      expect(chart.shadowRoot!.querySelector('[part=empty]')).to.equal(null);
    });
  });

  describe('data', () => {
    it('updates the same plot when only the data changes', async () => {
      const chart = await chartOf([sales]);
      const plot = plots(chart)[0];
      chart.series = [{ ...sales, values: [1, 2, 3, 4, 5] }];
      await chart.updateComplete;
      expect(plots(chart)).to.deep.equal([plot]);
    });

    it('builds a new plot when the series change', async () => {
      const chart = await chartOf([sales]);
      chart.series = [sales, orders];
      await chart.updateComplete;
      expect(plots(chart)).to.have.length(1);
      expect(legendRows(chart)).to.have.length(3);
    });
  });

  describe('empty state', () => {
    it('shows "No data" and draws nothing without labels', async () => {
      const chart = await chartOf([{ ...sales, values: [] }], []);
      expect(plots(chart)).to.have.length(0);
      expect(chart.shadowRoot!.querySelector('[part=empty]')!.textContent).to.equal('No data');
    });

    it('shows the empty text it is given when every value is missing', async () => {
      const chart = await chartOf([{ ...sales, values: [null, null, null, null, null] }]);
      chart.strings = { empty: 'Aucune donnée' };
      await chart.updateComplete;
      expect(plots(chart)).to.have.length(0);
      expect(chart.shadowRoot!.querySelector('[part=empty]')!.textContent).to.equal(
        'Aucune donnée',
      );
    });

    it('removes the plot when the data empties, and draws again when it comes back', async () => {
      const chart = await chartOf([sales]);
      chart.labels = [];
      await chart.updateComplete;
      expect(plots(chart)).to.have.length(0);
      chart.labels = days(5);
      await chart.updateComplete;
      expect(plots(chart)).to.have.length(1);
    });
  });

  describe('size and lifecycle', () => {
    it('follows the width of its box', async () => {
      const chart = await chartOf([sales, orders]);
      expect(plotWidth(chart)).to.equal(640);
      chart.style.width = '420px';
      await waitUntil(() => plotWidth(chart) === 420, 'the plot narrows with its box');
      chart.style.width = '900px';
      await waitUntil(() => plotWidth(chart) === 900, 'the plot widens with its box');
    });

    it('destroys the plot when removed and draws it again when put back', async () => {
      const chart = await chartOf([sales]);
      const parent = chart.parentElement!;
      chart.remove();
      expect(plots(chart)).to.have.length(0);
      parent.append(chart);
      await chart.updateComplete;
      expect(plots(chart)).to.have.length(1);
      expect(plotWidth(chart)).to.equal(640);
    });

    it('draws at the width its box has when put back', async () => {
      const chart = await chartOf([sales]);
      const parent = chart.parentElement!;
      chart.remove();
      chart.style.width = '300px';
      parent.append(chart);
      await chart.updateComplete;
      expect(plots(chart)).to.have.length(1);
      expect(plotWidth(chart)).to.equal(300);
    });

    it('keeps one height from empty to drawn, so nothing below it moves when data arrives', async () => {
      for (const height of [280, 200]) {
        const chart = await chartOf([{ ...sales, values: [] }], []);
        chart.height = height;
        await chart.updateComplete;
        const empty = chart.getBoundingClientRect().height;
        chart.labels = days(5);
        chart.series = [sales];
        await chart.updateComplete;
        expect(plots(chart)).to.have.length(1);
        expect(chart.getBoundingClientRect().height).to.equal(empty);
      }
    });

    it('uses the height it is given for the plot', async () => {
      const chart = await chartOf([sales]);
      chart.height = 200;
      await chart.updateComplete;
      expect(chart.shadowRoot!.querySelector('canvas')!.getBoundingClientRect().height).to.equal(
        200,
      );
      // The legend comes below the plot.
      expect(chart.getBoundingClientRect().height).to.be.greaterThan(200);
    });
  });

  describe('accessibility', () => {
    it('is an image named by its label, with a summary table of first, last and highest values', async () => {
      await chartOf([sales, orders]);
      const image = await findAccessible('image', 'Daily Total Sales');
      expect(image).not.to.equal(null);
      const heard = await spokenTexts();
      // The caption, the headers, then each series: its name, its first, last and highest values.
      expect(heard).to.deep.equal([
        'Daily Total Sales',
        'Series',
        'First',
        'Last',
        'Highest',
        'Daily Total Sales',
        '₹1,200.50 (2025-01-01)',
        '₹2,210.75 (2025-01-05)',
        '₹2,210.75 (2025-01-05)',
        'Daily Order Count',
        '4 (2025-01-01)',
        '9 (2025-01-05)',
        '9 (2025-01-05)',
      ]);
    });

    it('writes values in the locale and currency it is given, and the texts it is given', async () => {
      const chart = await chartOf([sales, orders]);
      Object.assign(chart, { locale: 'en-US', currency: 'USD', strings: { series: 'Line' } });
      await chart.updateComplete;
      const summary = chart.shadowRoot!.querySelector('[part=summary]')!;
      const read = (selector: string) =>
        [...summary.querySelectorAll(selector)].map((cell) => cell.textContent!.trim());
      expect(read('thead th')).to.deep.equal(['Line', 'First', 'Last', 'Highest']);
      expect(read('tbody td').slice(0, 2)).to.deep.equal([
        '$1,200.50 (2025-01-01)',
        '$2,210.75 (2025-01-05)',
      ]);
    });

    it('keeps its hidden summary inside its own box, so a narrow page does not scroll sideways', async () => {
      await setViewport({ width: 320, height: 640 });
      try {
        const chart = await fixture<SatLineChart>(
          html`<sat-line-chart label="Daily Total Sales" .labels=${days(5)} .series=${[sales, orders]}></sat-line-chart>`,
        );
        await waitUntil(() => plots(chart).length === 1);
        expect(document.documentElement.scrollWidth).to.be.at.most(window.innerWidth);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });

    it('passes axe with data', async () => {
      const chart = await chartOf([sales, orders]);
      await expect(chart).to.be.accessible();
    });

    it('passes axe when empty', async () => {
      const chart = await chartOf([], []);
      await expect(chart).to.be.accessible();
    });
  });
});
