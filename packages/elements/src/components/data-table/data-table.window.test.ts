import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { merchantColumns, sampleMerchants, storeNameOf } from '../../testing/data-table-sample.js';
import { focusedIn } from '../../testing/focus.js';
import '../../testing/light-theme.js';
import type { SatDataTable, SatRow } from './data-table.js';
import './data-table.js';
import { planWindow } from './data-table.window.js';

describe('planWindow', () => {
  const keysOf = (plan: ReturnType<typeof planWindow>) =>
    plan.items.map((item) => ('gap' in item ? `gap ${item.gap}` : `${item.index}:${item.key}`));

  it('draws every row of a short page, each in the slot of its index', () => {
    const plan = planWindow(4, 0, 4);
    expect([plan.before, plan.after]).to.deep.equal([0, 0]);
    expect(keysOf(plan)).to.deep.equal(['0:0', '1:1', '2:2', '3:3']);
  });

  it('draws `length` rows from `start`, each in the slot its index has modulo the length', () => {
    const plan = planWindow(100, 6, 4);
    expect([plan.before, plan.after]).to.deep.equal([6, 90]);
    expect(keysOf(plan)).to.deep.equal(['6:2', '7:3', '8:0', '9:1']);
  });

  it('keeps a pinned row above the window in its slot, apart, and gives the window row sharing it a spare', () => {
    const plan = planWindow(100, 6, 4, 1);
    expect([plan.before, plan.after]).to.deep.equal([1, 90]);
    expect(keysOf(plan)).to.deep.equal(['1:1', 'gap 4', '6:2', '7:3', '8:0', '9:spare']);
  });

  it('keeps a pinned row below the window, with no gap when it is next to it', () => {
    const plan = planWindow(100, 6, 4, 10);
    expect([plan.before, plan.after]).to.deep.equal([6, 89]);
    expect(keysOf(plan)).to.deep.equal(['6:spare', '7:3', '8:0', '9:1', '10:2']);
  });

  it('ignores a pinned row inside the window', () => {
    expect(planWindow(100, 6, 4, 7)).to.deep.equal(planWindow(100, 6, 4));
  });
});

describe('<sat-data-table> on a long page', () => {
  const thousand = sampleMerchants(1000);
  const keyOf = (row: SatRow) => row.id as string;

  async function table(rows: readonly SatRow[], style = ''): Promise<SatDataTable> {
    const element = await fixture<SatDataTable>(
      html`<sat-data-table label="Merchants" style=${style}></sat-data-table>`,
    );
    Object.assign(element, {
      columns: merchantColumns,
      rows,
      rowLabel: storeNameOf,
      selectable: true,
      total: rows.length,
      totalPages: 1,
      limit: rows.length,
    });
    await element.updateComplete;
    // The window measures the rows drawn a frame after they are drawn, and sizes the gaps to them.
    await settle(element);
    return element;
  }

  /** Lets the window follow what happened (it does so a frame later). */
  async function settle(element: SatDataTable): Promise<void> {
    await new Promise(requestAnimationFrame);
    await element.updateComplete;
  }

  // Elements are compared with ===: a failed deep comparison of elements would print the whole table.
  const drawn = (element: SatDataTable) => [
    ...element.shadowRoot!.querySelectorAll<HTMLTableRowElement>('tbody tr[data-key]'),
  ];
  const drawnKeys = (element: SatDataTable) => drawn(element).map((row) => row.dataset.key);
  const tableOf = (element: SatDataTable) => element.shadowRoot!.querySelector('table')!;

  /** Waits until the window shows the row at `index` (it follows the scroll a frame later). */
  const waitForRow = (element: SatDataTable, index: number) =>
    waitUntil(() => drawnKeys(element).includes(keyOf(thousand[index]!)), `row ${index} is drawn`);

  afterEach(() => window.scrollTo(0, 0));

  it('draws far fewer than its 1,000 rows, and tells how many there are', async () => {
    const element = await table(thousand);
    const rows = drawn(element);
    expect(rows.length).to.be.within(10, 100);
    expect(rows[0]!.dataset.key).to.equal(keyOf(thousand[0]!));
    expect(tableOf(element).getAttribute('aria-rowcount')).to.equal('1001');
    expect(element.shadowRoot!.querySelector('thead tr')!.getAttribute('aria-rowindex')).to.equal(
      '1',
    );
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).to.deep.equal(
      rows.map((_, index) => String(index + 2)),
    );
    // The rows not drawn still take their height, hidden from screen readers.
    const gap = element.shadowRoot!.querySelector('tbody tr.gap')!;
    expect(gap.getAttribute('aria-hidden')).to.equal('true');
    const rowHeight = rows[0]!.getBoundingClientRect().height;
    const bodyHeight = element.shadowRoot!.querySelector('tbody')!.getBoundingClientRect().height;
    expect(bodyHeight / rowHeight).to.be.within(900, 1100);
  });

  it('draws the last rows once scrolled to the bottom of the page', async () => {
    const element = await table(thousand);
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
    await waitForRow(element, 999);
    const rows = drawn(element);
    expect(rows.length).to.be.below(100);
    expect(rows.at(-1)!.getAttribute('aria-rowindex')).to.equal('1001');
    // In page order, numbered without holes.
    const indexes = rows.map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(indexes).to.deep.equal(indexes.map((_, at) => indexes[0]! + at));
    expect(rows.at(-1)!.getBoundingClientRect().bottom).to.be.at.most(window.innerHeight + 1);
  });

  it('follows the scroll of its own box when given a height', async () => {
    const element = await table(thousand, '--sat-data-table-max-height: 20rem');
    const scroller = element.shadowRoot!.querySelector('[part=scroller]')!;
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitForRow(element, 500);
    expect(drawn(element).length).to.be.below(60);
    scroller.scrollTop = scroller.scrollHeight;
    await waitForRow(element, 999);
  });

  it('moves only the rows that leave the view, and reuses every row element for the next page', async () => {
    const element = await table(thousand);
    const rowHeight = drawn(element)[0]!.getBoundingClientRect().height;
    const before = new Map(drawn(element).map((row) => [row.dataset.key, row]));
    window.scrollTo(0, rowHeight * 30);
    await waitForRow(element, 40);
    const kept = drawn(element).filter((row) => before.get(row.dataset.key) === row);
    expect(kept.length).to.be.above(0);
    expect(kept.length).to.equal(
      drawn(element).filter((row) => before.has(row.dataset.key)).length,
    );
    const elements = drawn(element);
    const nextPage = sampleMerchants(1000, 1000);
    element.rows = nextPage;
    await element.updateComplete;
    expect(drawn(element).every((row, at) => row === elements[at])).to.equal(true);
    expect(drawnKeys(element)).to.deep.equal(
      elements.map((row) => keyOf(nextPage[Number(row.getAttribute('aria-rowindex')) - 2]!)),
    );
  });

  it('keeps the rows in view within a row of where they were, among rows of different heights', async () => {
    const varied = thousand.map((row, index) =>
      index % 3 === 0 ? { ...row, merchantName: `${row.merchantName} `.repeat(3) } : row,
    );
    const element = await table(varied);
    const topOf = (key: string | undefined) =>
      element.shadowRoot!.querySelector(`tr[data-key="${key}"]`)!.getBoundingClientRect().top;
    window.scrollTo(0, document.scrollingElement!.scrollHeight / 2);
    await settle(element);
    await settle(element);
    // The gaps are as high as the rows measured for the page: moving rows of other heights
    // from one end of the window to the other may shift the view, by less than a row.
    const tallest = Math.max(...drawn(element).map((row) => row.getBoundingClientRect().height));
    for (let step = 0; step < 10; step++) {
      window.scrollBy(0, 150);
      const key = element.shadowRoot!.elementFromPoint(300, 300)?.closest('tr')?.dataset.key;
      const before = topOf(key);
      await settle(element);
      expect(Math.abs(topOf(key) - before)).to.be.below(tallest);
    }
  });

  it('selects all 1,000 rows, not only the ones drawn', async () => {
    const element = await table(thousand);
    const selectAll = element.shadowRoot!.querySelector<HTMLInputElement>('thead input')!;
    setTimeout(() => selectAll.click());
    const { detail } = await oneEvent(element, 'sat-selection-change');
    expect(detail.keys).to.have.length(1000);
    expect(new Set(detail.keys)).to.deep.equal(new Set(thousand.map(keyOf)));
    await element.updateComplete;
    expect(selectAll.checked).to.equal(true);
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
    await waitForRow(element, 999);
    expect(drawn(element).every((row) => row.classList.contains('selected'))).to.equal(true);
  });

  it('keeps the focused row drawn, and focused, when scrolled far away', async () => {
    const element = await table(thousand);
    const checkbox = drawn(element)[3]!.querySelector<HTMLInputElement>('input[data-select]')!;
    checkbox.focus();
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
    await waitForRow(element, 999);
    expect(drawn(element)[0]!.dataset.key).to.equal(keyOf(thousand[3]!));
    expect(drawn(element)[0]!.getAttribute('aria-rowindex')).to.equal('5');
    expect(focusedIn(element) === checkbox).to.equal(true);
    window.scrollTo(0, 0);
    await waitForRow(element, 0);
    expect(drawnKeys(element).slice(0, 5)).to.deep.equal(thousand.slice(0, 5).map(keyOf));
    expect(focusedIn(element) === checkbox).to.equal(true);
  });

  it('reaches the rows past the first window with Tab', async () => {
    const element = await table(thousand);
    element.columns = [merchantColumns[1]!];
    await element.updateComplete;
    const pastWindow = drawn(element).length + 5;
    drawn(element)[0]!.querySelector('input')!.focus();
    for (let press = 0; press < pastWindow; press++) {
      await sendKeys({ press: 'Tab' });
      // The window follows a frame after the browser scrolls the focused row into view.
      await new Promise(requestAnimationFrame);
    }
    const focusedRow = focusedIn(element)!.closest('tr')!;
    expect(focusedRow.dataset.key).to.equal(keyOf(thousand[pastWindow]!));
  });

  it('passes axe', async () => {
    const element = await table(thousand);
    await expect(element).to.be.accessible();
  });

  it('draws every row of an 80-row page, with no row counts', async () => {
    const element = await table(thousand.slice(0, 80));
    expect(drawnKeys(element)).to.deep.equal(thousand.slice(0, 80).map(keyOf));
    expect(tableOf(element).hasAttribute('aria-rowcount')).to.equal(false);
    expect(drawn(element).some((row) => row.hasAttribute('aria-rowindex'))).to.equal(false);
    expect(element.shadowRoot!.querySelector('tbody tr.gap')).to.equal(null);
  });
});
