import '../src/components/data-table/data-table.js';
import type { SatDataTable } from '../src/components/data-table/data-table.js';
import {
  merchantColumns,
  merchantFilters,
  sampleMerchants,
  storeNameOf,
} from '../src/testing/data-table-sample.js';
import '../src/testing/light-theme.js';
import { summary, writeReport } from './report.js';

/*
 * How long <sat-data-table> takes, in this Chromium, to show 80 rows × 8 columns (link, text,
 * date, money, per-row status select, toggle, image, three actions) and to follow the updates an
 * operator causes. Each figure is Lit's update plus style and layout (read back through
 * offsetHeight), the work that stands between an input and the next frame.
 */

const ROWS = 80;
const RUNS = 25;

const firstPage = sampleMerchants(ROWS);
const secondPage = sampleMerchants(ROWS, ROWS);

async function settle(table: SatDataTable): Promise<void> {
  await table.updateComplete;
  void table.offsetHeight;
}

async function time(step: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await step();
  return performance.now() - start;
}

function newTable(): SatDataTable {
  const table = document.createElement('sat-data-table');
  Object.assign(table, {
    columns: merchantColumns,
    filters: merchantFilters,
    selectable: true,
    rowLabel: storeNameOf,
    label: 'Merchants',
    total: 1000,
    totalPages: 13,
    limit: ROWS,
    applied: { page: 1, limit: ROWS, sort: 1 },
  });
  return table;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('<sat-data-table> benchmark', () => {
  it(`measures ${ROWS} rows × ${merchantColumns.length} columns`, async () => {
    const results = new Map<string, number[]>();
    const measure = async (scenario: string, step: () => void, table: SatDataTable) => {
      const samples = results.get(scenario) ?? [];
      results.set(scenario, samples);
      samples.push(
        await time(async () => {
          step();
          await settle(table);
        }),
      );
      await nextFrame();
    };

    for (let run = 0; run < RUNS; run++) {
      const table = newTable();
      document.body.append(table);
      await measure(
        'first render (empty element → 80 rows)',
        () => {
          table.rows = firstPage;
        },
        table,
      );
      const status = run % 2 === 0 ? 'suspended' : 'active';
      await measure(
        'one row changes (status applied)',
        () => {
          table.rows = firstPage.map((row, index) => (index === 40 ? { ...row, status } : row));
        },
        table,
      );
      await measure(
        'next page (80 other rows)',
        () => {
          table.rows = secondPage;
        },
        table,
      );
      await measure(
        'select all on the page',
        () => {
          table.selectedKeys = secondPage.map((row) => row.id as string);
        },
        table,
      );
      await measure(
        'loading on (every control disabled)',
        () => {
          table.loading = true;
        },
        table,
      );
      await measure(
        'loading off',
        () => {
          table.loading = false;
        },
        table,
      );
      await measure(
        'pending sign (page changed, not applied)',
        () => {
          table.page = 2;
        },
        table,
      );
      table.remove();
    }

    const lines = [...results].map(([scenario, samples]) => {
      const { median, p95 } = summary(samples);
      return `| ${scenario} | ${median.toFixed(1)} | ${p95.toFixed(1)} |`;
    });
    await writeReport('data-table', [
      '# `<sat-data-table>` benchmark',
      '',
      `${ROWS} rows × ${merchantColumns.length} columns (link, text, date, money, status select with per-row options, toggle, image, three actions) plus a selection checkbox per row; ${RUNS} runs each. Time = Lit update + style + layout, measured in the page with \`performance.now()\`.`,
      '',
      'Budget: an interaction is instant under 100 ms; an update fits in one frame under 16 ms.',
      '',
      '| scenario | median ms | p95 ms |',
      '| --- | ---: | ---: |',
      ...lines,
    ]);
  });
});
