import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../testing/light-theme.js';
import { $, $$, cells, mountTable, storeRows, text } from '../../testing/data-table-fixture.js';
import { focusedIn } from '../../testing/focus.js';
import { arrangeColumns, moved } from './data-table.columns.js';
import type { SatColumn, SatColumnsChangeEvent, SatDataTable } from './data-table.js';

const columns: SatColumn[] = [
  { id: 'orderId', header: 'Order Id', kind: 'link', hideable: false },
  { id: 'name', header: 'Name' },
  { id: 'city', header: 'City' },
  { id: 'subTotal', header: 'Sub Total', kind: 'money', align: 'end' },
];

const ids = (list: readonly SatColumn[]) => list.map((column) => column.id);

describe('arrangeColumns', () => {
  it('puts named columns first, in the order named, and the others after in their own order', () => {
    const { ordered, shown } = arrangeColumns(columns, ['city', 'ghost', 'name', 'city'], []);
    expect(ids(ordered)).to.deep.equal(['city', 'name', 'orderId', 'subTotal']);
    expect(ids(shown)).to.deep.equal(ids(ordered));
  });

  it('keeps the columns order without an order', () => {
    expect(ids(arrangeColumns(columns, undefined, []).ordered)).to.deep.equal(ids(columns));
  });

  it('hides the hidden columns, but neither unknown ids nor a column that may not hide', () => {
    const { shown, hidden } = arrangeColumns(columns, undefined, ['name', 'orderId', 'ghost']);
    expect(ids(shown)).to.deep.equal(['orderId', 'city', 'subTotal']);
    expect([...hidden]).to.deep.equal(['name']);
  });

  it('keeps the first column in order shown when every column would be hidden', () => {
    const free = columns.slice(1);
    const { shown, hidden } = arrangeColumns(free, ['city'], ['name', 'city', 'subTotal']);
    expect(ids(shown)).to.deep.equal(['city']);
    expect([...hidden]).to.deep.equal(['name', 'subTotal']);
  });
});

describe('moved', () => {
  it('swaps a column with its neighbour, and stays at either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).to.deep.equal(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).to.deep.equal(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).to.deep.equal(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).to.deep.equal(['a', 'b', 'c']);
  });
});

const table = (overrides: Partial<SatDataTable> = {}): Promise<SatDataTable> =>
  mountTable({ columns, rows: storeRows, total: 3, totalPages: 1, ...overrides }, 'Orders');

const headers = (element: SatDataTable) => $$(element, 'thead th').map(text);
/** The menu's lines: each column's header and whether its checkbox is checked. */
const menuLines = (element: SatDataTable) =>
  $$(element, '[part=column-menu-item]').map(
    (line) => `${line.querySelector<HTMLInputElement>('input')!.checked ? '☑' : '☐'} ${text(line)}`,
  );
const control = (element: SatDataTable, column: string, kind: 'toggle' | 'up' | 'down') =>
  $(element, `[part=column-menu-item][data-column=${column}] [data-control=${kind}]`);
/** What the element focuses: a column's control in the menu ("name/up"), or a part. */
function focused(element: SatDataTable): string {
  const active = focusedIn(element) as HTMLElement | null;
  const line = active?.closest<HTMLElement>('[data-column]');
  return line ? `${line.dataset.column}/${active!.dataset.control}` : (active?.part.value ?? '');
}

async function openMenu(element: SatDataTable): Promise<void> {
  $<HTMLButtonElement>(element, '[part=columns-button]').click();
  await element.updateComplete;
}

describe('<sat-data-table> columns', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));

  it('draws the columns in columnOrder without the hidden ones, in the header and every row', async () => {
    const element = await table({ columnOrder: ['subTotal', 'name'], hiddenColumns: ['city'] });
    expect(headers(element)).to.deep.equal(['Sub Total', 'Name', 'Order Id']);
    expect(cells(element, 'b2')).to.deep.equal(['₹99.00', 'Bharat Books', 'ORD-2']);
    element.hiddenColumns = [];
    await element.updateComplete;
    expect(headers(element)).to.deep.equal(['Sub Total', 'Name', 'Order Id', 'City']);
    expect(cells(element, 'a1')).to.deep.equal(['₹1,23,456.50', 'Asha Stores', 'ORD-1', 'Pune']);
  });

  it('spans the empty row over the shown columns only', async () => {
    const element = await table({ rows: [], selectable: true, hiddenColumns: ['name', 'city'] });
    expect($<HTMLTableCellElement>(element, 'tbody td').colSpan).to.equal(3);
  });

  it('lists every column in the menu, hidden ones unchecked, and hides one when unchecked', async () => {
    const element = await table({ hiddenColumns: ['city'] });
    const button = $<HTMLButtonElement>(element, '[part=columns-button]');
    expect(text(button)).to.equal('Columns');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect($(element, '[part=column-menu]')).to.equal(null);
    await openMenu(element);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect($(element, '[part=column-menu]').getAttribute('aria-label')).to.equal('Columns');
    expect(menuLines(element)).to.deep.equal(['☑ Order Id', '☑ Name', '☐ City', '☑ Sub Total']);

    setTimeout(() => control(element, 'name', 'toggle').click());
    const change = await oneEvent(element, 'sat-columns-change');
    expect(change.detail).to.deep.equal({
      order: ['orderId', 'name', 'city', 'subTotal'],
      hidden: ['name', 'city'],
    });
    expect(change.bubbles && change.composed).to.equal(true);
    await element.updateComplete;
    expect(element.hiddenColumns).to.deep.equal(['name', 'city']);
    expect(headers(element)).to.deep.equal(['Order Id', 'Sub Total']);
    expect($$(element, 'tr[data-key="a1"] td').length).to.equal(2);

    setTimeout(() => control(element, 'city', 'toggle').click());
    expect((await oneEvent(element, 'sat-columns-change')).detail.hidden).to.deep.equal(['name']);
    await element.updateComplete;
    expect(headers(element)).to.deep.equal(['Order Id', 'City', 'Sub Total']);
  });

  it('moves a column with Move up and Move down, and reports the whole order', async () => {
    const element = await table();
    await openMenu(element);
    expect(control(element, 'orderId', 'up').getAttribute('aria-disabled')).to.equal('true');
    expect(control(element, 'subTotal', 'down').getAttribute('aria-disabled')).to.equal('true');
    expect(control(element, 'city', 'up').getAttribute('aria-label')).to.equal('Move up, City');

    setTimeout(() => control(element, 'city', 'up').click());
    expect((await oneEvent(element, 'sat-columns-change')).detail).to.deep.equal({
      order: ['orderId', 'city', 'name', 'subTotal'],
      hidden: [],
    });
    await element.updateComplete;
    expect(element.columnOrder).to.deep.equal(['orderId', 'city', 'name', 'subTotal']);
    expect(headers(element)).to.deep.equal(['Order Id', 'City', 'Name', 'Sub Total']);
    expect(cells(element, 'a1')).to.deep.equal(['ORD-1', 'Pune', 'Asha Stores', '₹1,23,456.50']);
    expect(menuLines(element).map((line) => line.slice(2))).to.deep.equal([
      'Order Id',
      'City',
      'Name',
      'Sub Total',
    ]);
    expect(text($(element, '[part=column-menu] [role=status]'))).to.equal('City: 2 of 4');

    // At the top, Move up does nothing.
    let reported = 0;
    element.addEventListener('sat-columns-change', () => reported++);
    control(element, 'orderId', 'up').click();
    await element.updateComplete;
    expect(reported).to.equal(0);
    expect(headers(element)[0]).to.equal('Order Id');
  });

  it('does not hide the last shown column, nor one declared hideable: false', async () => {
    const element = await table({ hiddenColumns: ['city', 'subTotal'] });
    await openMenu(element);
    const keyColumn = control(element, 'orderId', 'toggle') as HTMLInputElement;
    expect(keyColumn.getAttribute('aria-disabled')).to.equal('true');
    const name = control(element, 'name', 'toggle') as HTMLInputElement;
    expect(name.getAttribute('aria-disabled')).to.equal(null);

    let reported = 0;
    element.addEventListener('sat-columns-change', () => reported++);
    keyColumn.click();
    await element.updateComplete;
    expect(keyColumn.checked).to.equal(true);
    expect(reported).to.equal(0);

    // Only Name and the key column are shown; with Name gone the key column is the last.
    const free = columns.map((column) => ({ ...column, hideable: true }));
    element.columns = free;
    element.hiddenColumns = ['name', 'city', 'subTotal'];
    await element.updateComplete;
    const last = control(element, 'orderId', 'toggle') as HTMLInputElement;
    expect(last.getAttribute('aria-disabled')).to.equal('true');
    last.click();
    await element.updateComplete;
    expect(last.checked).to.equal(true);
    expect(headers(element)).to.deep.equal(['Order Id']);
    expect(reported).to.equal(0);
  });

  describe('keyboard', () => {
    it('opens on the first checkbox, goes with the arrows, toggles with Space and closes with Escape', async () => {
      const element = await table();
      $<HTMLButtonElement>(element, '[part=columns-button]').focus();
      await sendKeys({ press: 'Enter' });
      await element.updateComplete;
      expect(focused(element)).to.equal('orderId/toggle');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      expect(focused(element)).to.equal('city/toggle');
      await sendKeys({ press: 'ArrowUp' });
      expect(focused(element)).to.equal('name/toggle');
      await sendKeys({ press: 'End' });
      expect(focused(element)).to.equal('subTotal/toggle');
      await sendKeys({ press: 'Home' });
      expect(focused(element)).to.equal('orderId/toggle');
      await sendKeys({ press: 'ArrowDown' });

      const hiding = oneEvent(element, 'sat-columns-change');
      await sendKeys({ press: 'Space' });
      expect((await hiding).detail.hidden).to.deep.equal(['name']);
      await element.updateComplete;
      expect(headers(element)).to.deep.equal(['Order Id', 'City', 'Sub Total']);

      // Tab reaches the line's Move buttons; the arrows keep to the same kind of control.
      await sendKeys({ press: 'Tab' });
      expect(focused(element)).to.equal('name/up');
      await sendKeys({ press: 'ArrowDown' });
      expect(focused(element)).to.equal('city/up');

      await sendKeys({ press: 'Escape' });
      await element.updateComplete;
      expect($(element, '[part=column-menu]')).to.equal(null);
      expect(focused(element)).to.equal('columns-button');
    });

    it('moves the focused column with Alt+ArrowUp and Alt+ArrowDown, focus following it', async () => {
      const element = await table();
      await openMenu(element);
      control(element, 'name', 'toggle').focus();
      const changes: SatColumnsChangeEvent['detail'][] = [];
      element.addEventListener('sat-columns-change', (event) => changes.push(event.detail));

      await sendKeys({ down: 'Alt' });
      await sendKeys({ press: 'ArrowDown' });
      await element.updateComplete;
      expect(focused(element)).to.equal('name/toggle');
      await sendKeys({ press: 'ArrowDown' });
      await element.updateComplete;
      await sendKeys({ press: 'ArrowUp' });
      await element.updateComplete;
      await sendKeys({ up: 'Alt' });
      expect(focused(element)).to.equal('name/toggle');

      expect(changes.map((change) => change.order)).to.deep.equal([
        ['orderId', 'city', 'name', 'subTotal'],
        ['orderId', 'city', 'subTotal', 'name'],
        ['orderId', 'city', 'name', 'subTotal'],
      ]);
      expect(headers(element)).to.deep.equal(['Order Id', 'City', 'Name', 'Sub Total']);
      // Moving a column does not toggle it.
      expect(changes.every((change) => change.hidden.length === 0)).to.equal(true);
    });

    it('closes when focus leaves it with Tab, or on a press elsewhere', async () => {
      const element = await table();
      await openMenu(element);
      control(element, 'subTotal', 'down').focus();
      await sendKeys({ press: 'Tab' });
      await element.updateComplete;
      expect($(element, '[part=column-menu]')).to.equal(null);

      await openMenu(element);
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      await element.updateComplete;
      expect($(element, '[part=column-menu]')).to.equal(null);
    });
  });

  it('keeps a long, windowed page in step with the shown columns', async () => {
    const many = Array.from({ length: 400 }, (_, index) => ({
      id: `r${index}`,
      orderId: `ORD-${index}`,
      name: `Store ${index}`,
      city: 'Pune',
      subTotal: index,
    }));
    const element = await table({ rows: many, hiddenColumns: ['name'], columnOrder: ['city'] });
    const drawn = $$(element, 'tbody tr[data-key]');
    expect(drawn.length).to.be.greaterThan(0).and.below(many.length);
    expect(cells(element, 'r0')).to.deep.equal(['Pune', 'ORD-0', '₹0.00']);
    // The empty rows standing for the others span the shown columns.
    const gap = $<HTMLTableCellElement>(element, 'tbody tr.gap td');
    expect(gap.colSpan).to.equal(3);
    window.scrollTo(0, document.body.scrollHeight);
    await waitUntil(() => $(element, 'tr[data-key="r399"]') !== null, 'the window follows');
    expect(cells(element, 'r399')).to.deep.equal(['Pune', 'ORD-399', '₹399.00']);
    window.scrollTo(0, 0);
  });

  it('passes axe with the menu open', async () => {
    const element = await table({ hiddenColumns: ['city'] });
    await openMenu(element);
    await expect(element).to.be.accessible();
  });
});
