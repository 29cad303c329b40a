import '../src/components/data-table/data-table.js';
import type { SatDataTable } from '../src/components/data-table/data-table.js';
import {
  merchantColumns,
  merchantFilters,
  sampleMerchants,
  storeNameOf,
} from '../src/testing/data-table-sample.js';
import '../src/testing/light-theme.js';
import { type FloorState, newFloor } from './data-table-floor.js';
import { summary, writeReport } from './report.js';

/*
 * How long <sat-data-table> takes, in this Chromium, to show a page of the sample's ten columns
 * (link, two texts, formatted text, date, money, per-row status select, toggle, image, three
 * actions) plus a selection checkbox, and to follow the updates an operator causes; beside it, in
 * the same page and run, the floor: the same rows and cells as a plain lit-html table
 * (data-table-floor.ts). Each figure is the update plus style and layout (read back through
 * offsetHeight), the work that stands between an input and the next frame.
 */

const FRAME_MS = 1000 / 60;

/** The scenarios held to twice the floor at 80 rows (issue #17). */
const heldToFloor = new Set(['first render', 'next page', 'loading on', 'loading off']);

interface Step {
  readonly scenario: string;
  readonly ours: (table: SatDataTable) => void;
  /** The floor's next state; none where the floor has no such thing (it has no footer). */
  readonly floor?: (state: FloorState) => FloorState;
}

function stepsOf(size: number, run: number): Step[] {
  const firstPage = sampleMerchants(size);
  const secondPage = sampleMerchants(size, size);
  const status = run % 2 === 0 ? 'suspended' : 'active';
  const changed = firstPage.map((row, index) => (index === size / 2 ? { ...row, status } : row));
  const secondKeys = secondPage.map((row) => row.id as string);
  return [
    {
      scenario: 'first render',
      ours: (table) => {
        table.rows = firstPage;
      },
      floor: (state) => ({ ...state, rows: firstPage }),
    },
    {
      scenario: 'one row changes (status applied)',
      ours: (table) => {
        table.rows = changed;
      },
      floor: (state) => ({ ...state, rows: changed }),
    },
    {
      scenario: 'next page',
      ours: (table) => {
        table.rows = secondPage;
      },
      floor: (state) => ({ ...state, rows: secondPage }),
    },
    {
      scenario: 'select all on the page',
      ours: (table) => {
        table.selectedKeys = secondKeys;
      },
      floor: (state) => ({ ...state, selected: new Set(secondKeys) }),
    },
    {
      scenario: 'loading on',
      ours: (table) => {
        table.loading = true;
      },
      floor: (state) => ({ ...state, loading: true }),
    },
    {
      scenario: 'loading off',
      ours: (table) => {
        table.loading = false;
      },
      floor: (state) => ({ ...state, loading: false }),
    },
    {
      scenario: 'pending sign (page changed, not applied)',
      ours: (table) => {
        table.page = 2;
      },
    },
  ];
}

function newTable(size: number): SatDataTable {
  const table = document.createElement('sat-data-table');
  Object.assign(table, {
    columns: merchantColumns,
    filters: merchantFilters,
    selectable: true,
    rowLabel: storeNameOf,
    label: 'Merchants',
    total: 13 * size,
    totalPages: 13,
    limit: size,
    applied: { page: 1, limit: size, sort: 1 },
  });
  return table;
}

async function time(step: () => Promise<void> | void): Promise<number> {
  const start = performance.now();
  await step();
  return performance.now() - start;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

interface Samples {
  readonly ours: number[];
  readonly floor: number[];
}

/** Samples by scenario, of ours and of the floor, measured alternately first within a run. */
async function measure(size: number, runs: number): Promise<Map<string, Samples>> {
  const results = new Map<string, Samples>();
  for (let run = 0; run < runs; run++) {
    const table = newTable(size);
    const floor = newFloor();
    let state: FloorState = { rows: [], selected: new Set(), loading: false };
    floor.show(state);
    document.body.append(table, floor.host);
    for (const step of stepsOf(size, run)) {
      const samples = results.get(step.scenario) ?? { ours: [], floor: [] };
      results.set(step.scenario, samples);
      const timeOurs = async () => {
        samples.ours.push(
          await time(async () => {
            step.ours(table);
            await table.updateComplete;
            void table.offsetHeight;
          }),
        );
        await nextFrame();
      };
      const timeFloor = async () => {
        const next = step.floor;
        if (!next) return;
        samples.floor.push(
          await time(() => {
            state = next(state);
            floor.show(state);
            void floor.host.offsetHeight;
          }),
        );
        await nextFrame();
      };
      if (run % 2 === 0) {
        await timeOurs();
        await timeFloor();
      } else {
        await timeFloor();
        await timeOurs();
      }
    }
    table.remove();
    floor.host.remove();
  }
  return results;
}

const ms = (value: number) => value.toFixed(1);

function reportLines(
  size: number,
  results: Map<string, Samples>,
  target: (scenario: string, ours: number, floor: number | undefined) => string,
): string[] {
  return [
    '| scenario | ours median | ours p95 | floor median | floor p95 | ratio (median) | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...[...results].map(([scenario, samples]) => {
      const ours = summary(samples.ours);
      const floor = samples.floor.length > 0 ? summary(samples.floor) : undefined;
      const ratio = floor ? `${(ours.median / floor.median).toFixed(2)}×` : '—';
      return `| ${scenario} (${size} rows) | ${ms(ours.median)} | ${ms(ours.p95)} | ${floor ? ms(floor.median) : '—'} | ${floor ? ms(floor.p95) : '—'} | ${ratio} | ${target(scenario, ours.median, floor?.median)} |`;
    }),
  ];
}

const verdict = (met: boolean) => (met ? 'met' : '**missed**');

/** At 80 rows: the four held scenarios within twice the floor (medians). */
function targetAt80(scenario: string, ours: number, floor: number | undefined): string {
  if (!heldToFloor.has(scenario) || floor === undefined) return '';
  return `≤ 2× floor: ${verdict(ours <= 2 * floor)}`;
}

/** At 1,000 rows: every interaction but the first render within one frame (medians). */
function targetAt1000(scenario: string, ours: number): string {
  if (scenario === 'first render') return '';
  return `< ${ms(FRAME_MS)} ms: ${verdict(ours < FRAME_MS)}`;
}

describe('<sat-data-table> benchmark against the plain lit-html floor', () => {
  const sizes = [
    { size: 80, runs: 25 },
    { size: 1000, runs: 8 },
  ];
  const results = new Map<number, Map<string, Samples>>();

  for (const { size, runs } of sizes) {
    it(`measures ${size} rows × ${merchantColumns.length} columns, ${runs} runs`, async function () {
      this.timeout(600_000);
      results.set(size, await measure(size, runs));
    });
  }

  after(async () => {
    await writeReport('data-table', [
      '# `<sat-data-table>` benchmark',
      '',
      `Pages of ${merchantColumns.length} columns (link, text, text, formatted text, date, money, status select with per-row options, toggle, image, three labelled actions) plus a selection checkbox per row, at 80 rows (${sizes[0]!.runs} runs) and 1,000 rows (${sizes[1]!.runs} runs). Time = the update + style + layout (read back through \`offsetHeight\`), measured in the page with \`performance.now()\`. Absolute figures follow the machine's load (the 2 cores are shared); the floor is measured in the same page and run, so the ratios hold.`,
      '',
      "**The floor** (bench/data-table-floor.ts) is the same rows and cells written by hand as one lit-html template, rendered with `render()` and a plain `map` into a shadow root that carries the same stylesheet: the same native controls (a select with the row's options, a checkbox drawn as a switch, three buttons with icon and label, a thumbnail with its placeholder, a link button, a selection checkbox), the same formatted texts and accessible labels, without the element's machinery (reactive properties, keyed rows, `live()`, toolbar and footer). Loading disables each of its controls. It measures in the same page and run as ours, each first in every other run.",
      '',
      'Targets (issue #17): at 80 rows, first render, next page, loading on and loading off each within 2× the floor; at 1,000 rows, every interaction except the first render under one frame (16.7 ms). Verdicts compare medians.',
      '',
      "**Windowing.** Pages of more than 150 rows (`SatDataTable.windowThreshold`) draw only the rows in view plus a few past each edge, with empty rows standing for the others (src/components/data-table/data-table.window.ts); at 80 rows every row is drawn, as before. At 1,000 rows the element therefore draws a window of a few dozen rows of the 800×600 test page while the floor draws all 1,000: the browser's own style and layout of 1,000 rows of controls take longer than a frame whatever renders them, so the 1,000-row ratios compare a window with a whole page and only the one-frame target counts there.",
      '',
      '## 80 rows',
      '',
      ...reportLines(80, results.get(80)!, targetAt80),
      '',
      '## 1,000 rows',
      '',
      ...reportLines(1000, results.get(1000)!, targetAt1000),
    ]);
  });
});
