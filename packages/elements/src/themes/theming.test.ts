import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import '../index.js';
import { satThemeTokens } from '../internal/theme-tokens.js';
import { merchantFilters, sampleMerchants } from '../testing/data-table-sample.js';
import { sampleSchools, schoolCard } from '../testing/school-cards-sample.js';
import { loadThemes } from '../testing/themes.js';
import darkTheme from './dark.css?inline';
import lightTheme from './light.css?inline';

loadThemes();

/**
 * One element of each kind, the part a test looks at, and the theme token that paints that part's
 * `property` (its computed style).
 */
interface Case {
  tag: string;
  template: TemplateResult;
  part: string;
  token: string;
  property: 'backgroundColor' | 'color' | 'borderTopColor';
}

const merchantColumns = [
  { id: 'storeName', header: 'Store' },
  { id: 'website', header: 'Website', kind: 'link' as const },
];
const picture = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"/>')}`;

const cases: Case[] = [
  {
    tag: 'sat-data-table',
    template: html`<sat-data-table .columns=${merchantColumns} .rows=${sampleMerchants(2)}></sat-data-table>`,
    part: 'scroller',
    token: '--sat-color-surface',
    property: 'backgroundColor',
  },
  {
    tag: 'sat-dialog',
    template: html`<sat-dialog label="Saved" message="The school was saved."></sat-dialog>`,
    part: 'message',
    token: '--sat-color-text-muted',
    property: 'color',
  },
  {
    tag: 'sat-dropdown',
    template: html`<sat-dropdown label="Status" .options=${[{ label: 'Active', value: 'active' }]}></sat-dropdown>`,
    part: 'combobox',
    token: '--sat-color-surface',
    property: 'backgroundColor',
  },
  {
    tag: 'sat-toast-stack',
    template: html`<sat-toast-stack .toasts=${[{ id: 'saved', variant: 'success', message: 'Saved' }]}></sat-toast-stack>`,
    part: 'toast',
    token: '--sat-color-surface',
    property: 'backgroundColor',
  },
  {
    tag: 'sat-line-chart',
    template: html`<sat-line-chart label="Daily Total Sales"></sat-line-chart>`,
    part: 'empty',
    token: '--sat-color-text-muted',
    property: 'color',
  },
  {
    tag: 'sat-csv-dropzone',
    template: html`<sat-csv-dropzone></sat-csv-dropzone>`,
    part: 'zone',
    token: '--sat-color-surface-muted',
    property: 'backgroundColor',
  },
  {
    tag: 'sat-document-viewer',
    template: html`<sat-document-viewer .documents=${[{ id: 'licence', label: 'Driving licence', src: picture }]}></sat-document-viewer>`,
    part: 'thumbnail',
    token: '--sat-color-border',
    property: 'borderTopColor',
  },
  {
    tag: 'sat-infinite-grid',
    template: html`<sat-infinite-grid label="Schools" .items=${sampleSchools(2)} .renderItem=${schoolCard}></sat-infinite-grid>`,
    part: 'card',
    token: '--sat-color-surface',
    property: 'backgroundColor',
  },
];

/** The part inside the element's shadow root, or inside the Shoelace part that exports it. */
function partOf(element: Element, name: string): Element {
  const root = element.shadowRoot!;
  const own = root.querySelector(`[part~="${name}"]`);
  if (own) return own;
  for (const inner of root.querySelectorAll('[exportparts]')) {
    const found = inner.shadowRoot?.querySelector(`[part~="${name}"]`);
    if (found) return found;
  }
  throw new Error(`${element.localName} has no part ${name}`);
}

async function render(template: TemplateResult): Promise<HTMLElement> {
  const element = await fixture<HTMLElement & { updateComplete: Promise<unknown> }>(template);
  await element.updateComplete;
  return element;
}

/** The channels of a computed `rgb()` or `rgba()` colour. */
function channels(colour: string): number[] {
  const inside = /^rgba?\(([^)]+)\)$/.exec(colour)?.[1];
  if (inside === undefined) throw new Error(`not an rgb colour: ${colour}`);
  return inside.split(/[\s,/]+/).map(Number);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [one, other] = [luminance(a), luminance(b)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

afterEach(async () => {
  document.documentElement.removeAttribute('data-sat-theme');
  document.documentElement.classList.remove('sl-theme-light', 'sl-theme-dark');
  await emulateMedia({ colorScheme: 'light' });
});

describe('theming', () => {
  describe('a --sat-* token set on the host', () => {
    for (const { tag, template, part, token, property } of cases) {
      it(`repaints ${tag}'s ${part} part inside its shadow root (${token})`, async () => {
        const element = await render(template);
        const inner = partOf(element, part);
        const before = getComputedStyle(inner)[property];
        element.style.setProperty(token, 'rgb(120, 20, 200)');
        // Shoelace parts ease into a new colour; what counts is the colour they end on.
        for (const transition of inner.getAnimations()) transition.finish();
        expect(before).not.to.equal('rgb(120, 20, 200)');
        expect(getComputedStyle(inner)[property]).to.equal('rgb(120, 20, 200)');
      });
    }

    it('restyles every element below an ancestor that sets it', async () => {
      const page = await fixture<HTMLElement>(html`
        <div style="--sat-color-surface: rgb(255, 250, 240); --sat-font-family: Georgia, serif">
          <sat-infinite-grid label="Schools" .items=${sampleSchools(1)} .renderItem=${schoolCard}></sat-infinite-grid>
          <sat-data-table .columns=${merchantColumns} .rows=${sampleMerchants(1)}></sat-data-table>
        </div>
      `);
      for (const [tag, part] of [
        ['sat-infinite-grid', 'card'],
        ['sat-data-table', 'scroller'],
      ] as const) {
        const element = page.querySelector(tag)!;
        const style = getComputedStyle(partOf(element, part));
        expect(style.backgroundColor, element.localName).to.equal('rgb(255, 250, 240)');
        expect(style.fontFamily, element.localName).to.equal('Georgia, serif');
      }
    });
  });

  describe('a ::part() rule of the page', () => {
    for (const { tag, template, part } of cases) {
      it(`styles ${tag}::part(${part})`, async () => {
        const style = document.createElement('style');
        style.textContent = `${tag}::part(${part}) { outline: 3px dotted rgb(0, 128, 0); }`;
        document.head.append(style);
        try {
          const element = await render(template);
          const inner = getComputedStyle(partOf(element, part));
          expect([inner.outlineStyle, inner.outlineColor]).to.deep.equal([
            'dotted',
            'rgb(0, 128, 0)',
          ]);
        } finally {
          style.remove();
        }
      });
    }
  });

  describe('light and dark', () => {
    const table = html`<sat-data-table .columns=${merchantColumns} .rows=${sampleMerchants(2)}></sat-data-table>`;
    const surfaceOf = (element: HTMLElement) =>
      luminance(getComputedStyle(partOf(element, 'scroller')).backgroundColor);

    it('is light when the system prefers light', async () => {
      await emulateMedia({ colorScheme: 'light' });
      expect(surfaceOf(await render(table))).to.be.above(0.8);
    });

    it('follows a system that prefers dark, Shoelace parts inside included', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      const element = await render(
        html`<sat-dropdown label="Status" .options=${[{ label: 'Active', value: 'active' }]}></sat-dropdown>`,
      );
      const combobox = getComputedStyle(partOf(element, 'combobox')).backgroundColor;
      expect(luminance(combobox)).to.be.below(0.1);
      expect(surfaceOf(await render(table))).to.be.below(0.1);
    });

    for (const [name, value] of [
      ['data-sat-theme', 'light'],
      ['class', 'sl-theme-light'],
    ] as const) {
      it(`stays light on a dark system under ${name}="${value}" on <html> or an ancestor`, async () => {
        await emulateMedia({ colorScheme: 'dark' });
        document.documentElement.setAttribute(name, value);
        expect(surfaceOf(await render(table))).to.be.above(0.8);
        document.documentElement.removeAttribute(name);

        const box = await fixture<HTMLElement>(html`<div>${table}</div>`);
        const inner = box.querySelector<HTMLElement>('sat-data-table')!;
        expect(surfaceOf(inner)).to.be.below(0.1);
        box.setAttribute(name, value);
        expect(surfaceOf(inner)).to.be.above(0.8);
      });
    }

    it('is dark on a light system under data-sat-theme="dark"', async () => {
      await emulateMedia({ colorScheme: 'light' });
      document.documentElement.dataset.satTheme = 'dark';
      expect(surfaceOf(await render(table))).to.be.below(0.1);
    });

    it('turns dark whichever theme file the page loads first', async () => {
      const themes = document.querySelector('style[data-sat-themes]')!;
      const lightFirst = themes.textContent;
      themes.textContent = `${darkTheme}\n${lightTheme}`;
      try {
        await emulateMedia({ colorScheme: 'dark' });
        expect(surfaceOf(await render(table))).to.be.below(0.1);
        await emulateMedia({ colorScheme: 'light' });
        document.documentElement.classList.add('sl-theme-dark');
        expect(surfaceOf(await render(table))).to.be.below(0.1);
      } finally {
        themes.textContent = lightFirst;
      }
    });

    describe('a line chart, whose canvas CSS cannot repaint', () => {
      const chartTemplate = html`<sat-line-chart
        label="Daily Total Sales"
        style="width: 480px"
        .labels=${['2025-01-01T00:00:00.000Z', '2025-01-02T00:00:00.000Z']}
        .series=${[{ label: 'Sales', color: 'rgb(220, 38, 38)', values: [3, 5] }]}
      ></sat-line-chart>`;
      const plotOf = (chart: HTMLElement) => chart.shadowRoot!.querySelector('.uplot');
      async function settled(chart: HTMLElement & { updateComplete?: Promise<unknown> }) {
        // The theme watch reports in a microtask; a redraw would follow in the next update.
        await nextFrame();
        await chart.updateComplete;
      }

      /** Waits for the chart to replace its plot, which it does once the new theme applies. */
      async function redrawn(chart: HTMLElement, previous: Element | null) {
        await waitUntil(() => plotOf(chart) !== previous, 'the chart draws a new plot');
        return plotOf(chart);
      }

      it('is drawn again when <html> turns dark, and when the system does', async () => {
        const chart = await render(chartTemplate);
        const light = plotOf(chart);
        expect(light).not.to.equal(null);
        document.documentElement.dataset.satTheme = 'dark';
        const dark = await redrawn(chart, light);
        document.documentElement.removeAttribute('data-sat-theme');
        const lightAgain = await redrawn(chart, dark);
        await emulateMedia({ colorScheme: 'dark' });
        await redrawn(chart, lightAgain);
      });

      it('keeps its plot when <html> changes in a way that leaves the theme as it was', async () => {
        const chart = await render(chartTemplate);
        const plot = plotOf(chart);
        document.documentElement.classList.add('sl-scroll-lock');
        try {
          await settled(chart);
          expect(plotOf(chart)).to.equal(plot);
        } finally {
          document.documentElement.classList.remove('sl-scroll-lock');
        }
      });
    });

    for (const scheme of ['light', 'dark'] as const) {
      it(`keeps text at WCAG AA contrast (4.5:1) in the ${scheme} theme`, async () => {
        await emulateMedia({ colorScheme: scheme });
        const element = await render(
          html`<sat-data-table .columns=${merchantColumns} .rows=${sampleMerchants(2)} .filters=${merchantFilters} filters-open></sat-data-table>`,
        );
        const surface = getComputedStyle(partOf(element, 'scroller')).backgroundColor;
        const pairs: [string, string, string][] = [
          ['cell text', getComputedStyle(partOf(element, 'cell')).color, surface],
          ['link', getComputedStyle(partOf(element, 'link')).color, surface],
          [
            'header',
            getComputedStyle(partOf(element, 'header').firstElementChild!).color,
            getComputedStyle(partOf(element, 'header').firstElementChild!).backgroundColor,
          ],
          [
            'primary button',
            getComputedStyle(partOf(element, 'search-button')).color,
            getComputedStyle(partOf(element, 'search-button')).backgroundColor,
          ],
        ];
        for (const [what, text, background] of pairs) {
          expect(contrast(text, background), `${what}: ${text} on ${background}`).to.be.at.least(
            4.5,
          );
        }
      });
    }
  });

  it('documents every theme token in the custom-elements manifest', async () => {
    const manifest = await (await fetch('/custom-elements.json')).json();
    const table = manifest.modules
      .flatMap((module: { declarations?: { tagName?: string }[] }) => module.declarations ?? [])
      .find((declaration: { tagName?: string }) => declaration.tagName === 'sat-data-table');
    const documented = table.cssProperties.map((property: { name: string }) => property.name);
    expect(documented).to.include.members(satThemeTokens.map((token) => token.name));
  });
});
