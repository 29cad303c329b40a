import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../testing/light-theme.js';
import { $, mountTable, row, storeRows as rows } from '../../testing/data-table-fixture.js';
import { focusedIn } from '../../testing/focus.js';
import type { SatColumn, SatDataTable } from './data-table.js';

const columns: SatColumn[] = [
  { id: 'orderId', header: 'Order Id', kind: 'link' },
  { id: 'name', header: 'Name' },
  {
    id: 'tools',
    header: 'Actions',
    kind: 'actions',
    actions: [
      { id: 'settle', label: 'Settle', disabled: (each) => each.status !== 'active' },
      { id: 'documents', label: 'Documents' },
    ],
  },
];

const table = (overrides: Partial<SatDataTable> = {}) =>
  mountTable({ columns, rows, selectable: true, total: 3, totalPages: 1, ...overrides });

/** The keys of the rows drawn as active. */
const activeRows = (element: SatDataTable) =>
  [...element.shadowRoot!.querySelectorAll<HTMLElement>('tbody tr[data-active]')].map(
    (each) => each.dataset.key,
  );

describe('<sat-data-table> keyboard', () => {
  it('moves the active row with j and k, focused and outlined, staying within the page', async () => {
    const element = await table();
    await element.moveActiveRow(1);
    expect(activeRows(element)).to.deep.equal(['a1']);
    expect(focusedIn(element)).to.equal(row(element, 'a1'));
    expect(getComputedStyle(row(element, 'a1')).outlineStyle).to.not.equal('none');
    expect(getComputedStyle(row(element, 'b2')).outlineStyle).to.equal('none');

    const moved = oneEvent(element, 'sat-active-row-change');
    await sendKeys({ press: 'j' });
    expect((await moved).detail).to.deep.equal({ key: 'b2' });
    await element.updateComplete;
    await sendKeys({ press: 'j' });
    await sendKeys({ press: 'j' });
    await element.updateComplete;
    expect(element.activeKey).to.equal('c3');
    expect(focusedIn(element)).to.equal(row(element, 'c3'));
    await sendKeys({ press: 'k' });
    await element.updateComplete;
    expect(activeRows(element)).to.deep.equal(['b2']);
    expect(row(element, 'b2').getAttribute('part')).to.equal('row row-active');
  });

  it('starts a step up at the last row', async () => {
    const element = await table();
    await element.moveActiveRow(-1);
    expect(activeRows(element)).to.deep.equal(['c3']);
  });

  it('selects and unselects the active row with x', async () => {
    const element = await table();
    await element.moveActiveRow(1);
    const selected = oneEvent(element, 'sat-selection-change');
    await sendKeys({ press: 'x' });
    expect((await selected).detail).to.deep.equal({ keys: ['a1'], allMatching: false });
    await element.updateComplete;
    expect($<HTMLInputElement>(element, 'tr[data-key="a1"] input[data-select]').checked).to.equal(
      true,
    );
    await sendKeys({ press: 'x' });
    await element.updateComplete;
    expect(element.selectedKeys).to.deep.equal([]);
  });

  it('opens the active row with Enter as its first link does, or else its first enabled action', async () => {
    const element = await table({
      columns: columns.filter((column) => column.id !== 'orderId'),
    });
    await element.moveActiveRow(1);
    const first = oneEvent(element, 'sat-row-action');
    await sendKeys({ press: 'Enter' });
    expect((await first).detail).to.deep.equal({ key: 'a1', action: 'settle' });

    // b2's status is not active: Settle is disabled, so Documents is its first action.
    await sendKeys({ press: 'j' });
    await element.updateComplete;
    const second = oneEvent(element, 'sat-row-action');
    await sendKeys({ press: 'Enter' });
    expect((await second).detail).to.deep.equal({ key: 'b2', action: 'documents' });

    element.columns = columns;
    await element.updateComplete;
    row(element, 'b2').focus();
    const link = oneEvent(element, 'sat-link-click');
    await sendKeys({ press: 'Enter' });
    expect((await link).detail).to.deep.equal({ key: 'b2', column: 'orderId' });
  });

  it('leaves Enter on a control of a row to the control', async () => {
    const element = await table();
    await element.moveActiveRow(1);
    const documents = $<HTMLButtonElement>(
      element,
      'tr[data-key="a1"] button[data-action=documents]',
    );
    documents.focus();
    const actions: string[] = [];
    element.addEventListener('sat-row-action', (event) => actions.push(event.detail.action));
    element.addEventListener('sat-link-click', () => actions.push('link'));
    await sendKeys({ press: 'Enter' });
    expect(actions).to.deep.equal(['documents']);
  });

  it('makes the row holding focus the active one', async () => {
    const element = await table();
    $<HTMLInputElement>(element, 'tr[data-key="b2"] input[data-select]').focus();
    await element.updateComplete;
    expect(element.activeKey).to.equal('b2');
    await sendKeys({ press: 'j' });
    await element.updateComplete;
    expect(element.activeKey).to.equal('c3');
  });

  it('types j, k and x into a filter, and ignores them with Ctrl or Alt', async () => {
    const element = await table({
      filters: [{ name: 'name', label: 'Name', type: 'text' }],
      filtersOpen: true,
    });
    const filter = $<HTMLInputElement>(element, 'input[name=name]');
    filter.focus();
    await sendKeys({ type: 'jkx' });
    expect(filter.value).to.equal('jkx');
    expect(element.activeKey).to.equal(null);
    expect(element.selectedKeys).to.deep.equal([]);

    await element.moveActiveRow(1);
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'j' });
    await sendKeys({ up: 'Control' });
    await sendKeys({ down: 'Alt' });
    await sendKeys({ press: 'x' });
    await sendKeys({ up: 'Alt' });
    await element.updateComplete;
    expect(element.activeKey).to.equal('a1');
    expect(element.selectedKeys).to.deep.equal([]);
  });

  it('keeps the active row drawn on a windowed page and scrolls to it', async () => {
    const many = Array.from({ length: 400 }, (_, index) => ({
      ...rows[0],
      id: `r${index}`,
      name: `Store ${index}`,
    }));
    const element = await table({ rows: many, limit: 400 });
    element.activeKey = 'r300';
    await element.updateComplete;
    await element.moveActiveRow(1);
    await element.updateComplete;
    expect(activeRows(element)).to.deep.equal(['r301']);
    expect(focusedIn(element)).to.equal(row(element, 'r301'));
    const box = row(element, 'r301').getBoundingClientRect();
    expect(box.bottom > 0 && box.top < window.innerHeight).to.equal(true);
  });
});
