import { html, type PropertyValues } from 'lit';
import type uPlot from 'uplot';
import { SatElement } from '../../internal/sat-element.js';
import { watchThemeChanges } from '../../internal/theme-change.js';
import { type SatLineChartStrings, satLineChartStrings } from './line-chart.strings.js';
import { lineChartStyles } from './line-chart.styles.js';
import type { SatLineChartSeries, SatValueFormat } from './line-chart.types.js';
import { type LoadedUplot, loadUplot } from './load-uplot.js';
import { dayOf, type SeriesPoint, summarise } from './series-summary.js';
import { smoothPath } from './smooth-path.js';
import { type ValueFormats, valueFormats } from './value-format.js';

/** Tick steps of the day axis, in days: never a fraction of a day. */
const dayIncrements = [1, 2, 3, 5, 7, 10, 14, 15, 30, 60, 90, 120, 180, 365, 730];

/** Tick steps of a count axis: whole numbers only. */
const wholeIncrements = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((m) => m * 10 ** power),
).flat();

/**
 * @tag sat-line-chart
 * @summary A line chart of daily values on uPlot: one labelled, coloured, lightly smoothed and
 * unfilled line per series, day labels on the x axis, a legend that shows the values under the
 * cursor, and a screen-reader summary (first, last and highest value of each series).
 *
 * The chart takes the width of its box and follows it when it changes; `height` is the height of
 * the plot with its axes, the legend comes below in a room of its own that the empty state keeps too. uPlot is loaded on the first draw, so a page
 * that never shows a chart never downloads it. `await chart.updateComplete` waits for the drawing.
 * New data with the same series (labels, colours, formats) only updates the drawing; the chart is
 * destroyed when the element leaves the page and drawn again when it comes back.
 *
 * @csspart chart - The box uPlot draws in, with role="img" and the chart's label.
 * @csspart empty - The empty-state text shown when there is nothing to draw.
 * @csspart summary - The visually hidden table of first, last and highest values.
 *
 * @cssproperty --sat-line-chart-axis-color - Colour of axis labels. Default neutral 600.
 * @cssproperty --sat-line-chart-grid-color - Colour of grid lines and ticks. Default neutral 200.
 * @cssproperty --sat-line-chart-legend-height - The room kept below the plot for the legend, also
 * while empty or loading, so that the page does not shift when the chart is drawn. Default 2rem.
 */
export class SatLineChart extends SatElement<SatLineChartStrings> {
  static override styles = [SatElement.styles, lineChartStyles];

  static override properties = {
    labels: { type: Array },
    series: { type: Array },
    label: {},
    height: { type: Number },
    smoothing: { type: Number },
    locale: {},
    currency: {},
  };

  /** The x values, ascending: ISO dates; only the part before 'T' is shown. */
  labels: readonly string[] = [];

  /** The lines, each with one value per label. */
  series: readonly SatLineChartSeries[] = [];

  /** The chart's accessible name, e.g. "Daily Total Sales". */
  label = '';

  /** Height in pixels of the plot and its axes (the legend is below). */
  height = 280;

  /** How much the lines are rounded, from 0 (straight segments) to about 0.5. */
  smoothing = 0.1;

  /** The language and region of the values, in the legend, axes and summary (a BCP 47 tag). */
  locale = 'en-IN';

  /** The currency of `money` series (an ISO 4217 code). */
  currency = 'INR';

  protected readonly defaultStrings = satLineChartStrings;

  private get chartBox(): HTMLElement {
    return this.renderRoot.querySelector('[part=chart]') as HTMLElement;
  }

  private formats!: ValueFormats;
  private plot: uPlot | null = null;
  /** What the current plot was built from; when it changes, the plot is built again. */
  private plotShape = '';
  private drawing: Promise<void> = Promise.resolve();
  private readonly resizeObserver = new ResizeObserver(() => this.fitWidth());
  private stopWatchingTheme: (() => void) | null = null;

  private get isEmpty(): boolean {
    return (
      this.labels.length === 0 ||
      !this.series.some((line) => line.values.some((value) => value != null))
    );
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // The canvas keeps the colours it was drawn in: a theme that changes them needs a new plot.
    this.stopWatchingTheme = watchThemeChanges(() => this.requestUpdate());
    // Back on the page after a removal: the plot was destroyed, draw it again.
    if (this.hasUpdated) {
      this.requestUpdate();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resizeObserver.disconnect();
    this.stopWatchingTheme?.();
    this.destroyPlot();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated || changed.has('locale') || changed.has('currency')) {
      this.formats = valueFormats(this.locale, this.currency);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.drawing = this.draw();
  }

  protected override async getUpdateComplete(): Promise<boolean> {
    const result = await super.getUpdateComplete();
    await this.drawing;
    return result;
  }

  private async draw(): Promise<void> {
    if (this.isEmpty) {
      this.destroyPlot();
      return;
    }
    const loaded = await loadUplot();
    // Everything below reads the element as it is now: it may have changed while uPlot loaded.
    if (!this.isConnected || this.isEmpty) {
      this.destroyPlot();
      return;
    }
    this.adoptUplotStyles(loaded.sheet);
    const data = this.plotData();
    const shape = this.shapeKey();
    if (this.plot && shape === this.plotShape) {
      this.plot.setData(data);
      return;
    }
    this.destroyPlot();
    this.plot = new loaded.uPlot(this.plotOptions(loaded), data, this.chartBox);
    this.plotShape = shape;
    this.resizeObserver.observe(this);
  }

  private destroyPlot(): void {
    this.plot?.destroy();
    this.plot = null;
    this.plotShape = '';
  }

  private fitWidth(): void {
    const width = this.chartBox?.clientWidth ?? 0;
    if (this.plot && width !== this.plot.width) {
      this.plot.setSize({ width, height: this.height });
    }
  }

  private adoptUplotStyles(sheet: CSSStyleSheet): void {
    const root = this.shadowRoot!;
    if (!root.adoptedStyleSheets.includes(sheet)) {
      // First, so that the element's own rules win over uPlot's defaults.
      root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
    }
  }

  private plotData(): uPlot.AlignedData {
    return [
      this.labels.map((_, index) => index),
      ...this.series.map((line) => this.labels.map((_, index) => line.values[index] ?? null)),
    ] as uPlot.AlignedData;
  }

  private shapeKey(): string {
    return JSON.stringify([
      this.series.map(({ label, color, format }) => [label, color, format]),
      this.height,
      this.smoothing,
      this.text.date,
      this.locale,
      this.currency,
      this.canvasColours(),
    ]);
  }

  /** The theme's colours for what uPlot draws on its canvas (CSS cannot repaint those). */
  private canvasColours(): { axisColor: string; gridColor: string } {
    const style = getComputedStyle(this);
    return {
      axisColor: style.getPropertyValue('--sat-line-chart-axis-color').trim() || '#52525b',
      gridColor: style.getPropertyValue('--sat-line-chart-grid-color').trim() || '#e4e4e7',
    };
  }

  /** The day shown at an x position; ticks between two days show nothing. */
  private dayAt(x: number): string {
    return Number.isInteger(x) ? dayOf(this.labels[x]) : '';
  }

  private plotOptions({ uPlot }: LoadedUplot): uPlot.Options {
    const { axisColor, gridColor } = this.canvasColours();
    const font = `12px ${getComputedStyle(this).fontFamily}`;
    // One y scale (and axis) per value format, so rupees and counts never share a scale.
    const formats = [...new Set(this.series.map((line) => line.format))];
    const scaleOf = (format: SatValueFormat | undefined) => format ?? 'number';
    const yScales = Object.fromEntries(
      formats.map((format) => [
        scaleOf(format),
        {
          range: (_: uPlot, min: number | null, max: number | null): uPlot.Range.MinMax =>
            uPlot.rangeNum(Math.min(0, min ?? 0), Math.max(max ?? 1, 1), 0.1, true),
        },
      ]),
    );
    return {
      width: this.chartBox.clientWidth,
      height: this.height,
      scales: {
        x: {
          time: false,
          range: (plot) => {
            const count = plot.data[0].length;
            return count > 1 ? [0, count - 1] : [-1, 1];
          },
        },
        ...yScales,
      },
      axes: [
        {
          stroke: axisColor,
          font,
          grid: { stroke: gridColor, width: 1 },
          ticks: { stroke: gridColor, width: 1 },
          space: 90,
          incrs: dayIncrements,
          values: (_, splits) => splits.map((x) => this.dayAt(x)),
        },
        ...formats.map(
          (format, index): uPlot.Axis => ({
            scale: scaleOf(format),
            side: index === 0 ? 3 : 1,
            stroke: axisColor,
            font,
            size: 64,
            grid: { show: index === 0, stroke: gridColor, width: 1 },
            ticks: { stroke: gridColor, width: 1 },
            ...(format === 'money' || format === 'count' ? { incrs: wholeIncrements } : {}),
            values: (_, splits) => splits.map((value) => this.formats.tick(value, format)),
          }),
        ),
      ],
      series: [
        {
          label: this.text.date,
          value: (_, x) => (x == null ? '–' : this.dayAt(x)),
        },
        ...this.series.map(
          (line): uPlot.Series => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            scale: scaleOf(line.format),
            paths: smoothPath(this.smoothing),
            value: (_, value) => (value == null ? '–' : this.formats.value(value, line.format)),
          }),
        ),
      ],
      legend: { live: true },
    };
  }

  private renderPoint(point: SeriesPoint | null, format: SatValueFormat | undefined) {
    return point ? `${this.formats.value(point.value, format)} (${point.day})` : '–';
  }

  private renderSummary() {
    return html`
      <!-- A table is as wide as its cells whatever its own width: a hidden box around it clips it. -->
      <div class="visually-hidden">
      <table part="summary">
        <caption>${this.label}</caption>
        <thead>
          <tr>
            <th scope="col">${this.text.series}</th>
            <th scope="col">${this.text.first}</th>
            <th scope="col">${this.text.last}</th>
            <th scope="col">${this.text.highest}</th>
          </tr>
        </thead>
        <tbody>
          ${this.series.map((line) => {
            const summary = summarise(line.values, this.labels);
            return html`
              <tr>
                <th scope="row">${line.label}</th>
                <td>${this.renderPoint(summary.first, line.format)}</td>
                <td>${this.renderPoint(summary.last, line.format)}</td>
                <td>${this.renderPoint(summary.highest, line.format)}</td>
              </tr>
            `;
          })}
        </tbody>
      </table>
      </div>
    `;
  }

  protected override render() {
    const empty = this.isEmpty;
    // Empty, loading uPlot or drawn, the chart takes the same room: the page never shifts.
    const room = `calc(${this.height}px + var(--sat-line-chart-legend-height, 2rem))`;
    return html`
      <div part="chart" role="img" aria-label=${this.label} style=${empty ? '' : `min-height: ${room}`}></div>
      ${empty ? html`<p part="empty" style="height: ${room}">${this.text.empty}</p>` : this.renderSummary()}
    `;
  }
}
