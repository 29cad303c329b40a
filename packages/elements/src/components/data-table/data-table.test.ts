import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../testing/light-theme.js';
import {
  $,
  $$,
  cells,
  mountTable,
  row,
  storeRows as rows,
  text,
} from '../../testing/data-table-fixture.js';
import { focusedIn } from '../../testing/focus.js';
import type { SatColumn, SatDataTable, SatFilter, SatRow } from './data-table.js';

const userStatuses = ['active', 'pending', 'inactive', 'suspended'].map((value) => ({
  label: value,
  value,
}));
const whatsappStatuses = ['active', 'pending', 'inactive', 'incomplete', 'suspended'].map(
  (value) => ({ label: value, value }),
);
const gstStatuses = ['active', 'pending', 'incomplete', 'suspended'].map((value) => ({
  label: value,
  value,
}));

const columns: SatColumn[] = [
  { id: 'orderId', header: 'Order Id', kind: 'link' },
  { id: 'name', header: 'Name' },
  { id: 'createdAt', header: 'Created', kind: 'date' },
  { id: 'subTotal', header: 'Sub Total', kind: 'money', align: 'end' },
  {
    id: 'status',
    header: 'Status',
    kind: 'status-select',
    options: (row) => (row.whatsappNumber ? whatsappStatuses : gstStatuses),
  },
  { id: 'adminDisabled', header: 'Disabled', kind: 'toggle' },
  { id: 'logo', header: 'Logo', kind: 'image' },
  {
    id: 'tools',
    header: 'Actions',
    kind: 'actions',
    actions: [
      { id: 'documents', label: 'Documents', icon: 'file-text' },
      { id: 'settle', label: 'Settle', disabled: (row) => row.status !== 'active' },
    ],
  },
];

const filters: SatFilter[] = [
  { name: 'name', label: 'Name', type: 'text', placeholder: 'Search by name' },
  { name: 'status', label: 'Status', type: 'select', options: userStatuses },
];

const table = (overrides: Partial<SatDataTable> = {}): Promise<SatDataTable> =>
  mountTable({
    columns,
    rows,
    total: 23,
    totalPages: 3,
    page: 1,
    limit: 10,
    sort: 1,
    rowLabel: (row: SatRow) => String(row.name),
    ...overrides,
  });

const button = (element: SatDataTable, label: string) =>
  $$<HTMLButtonElement>(element, 'button').find((each) => text(each) === label)!;

function choose(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

describe('<sat-data-table>', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));

  describe('rendering', () => {
    it('is a real table with a caption and column headers', async () => {
      const element = await table();
      expect(text($(element, 'caption'))).to.equal('Merchants');
      const headers = $$(element, 'thead th');
      expect(headers.map(text)).to.deep.equal([
        'Order Id',
        'Name',
        'Created',
        'Sub Total',
        'Status',
        'Disabled',
        'Logo',
        'Actions',
      ]);
      expect(headers.every((header) => header.getAttribute('scope') === 'col')).to.equal(true);
      expect($$(element, 'tbody tr').length).to.equal(3);
    });

    it('shows text, dates in India time and rupees in en-IN', async () => {
      const element = await table();
      const [, name, created, money] = cells(element, 'a1');
      expect(name).to.equal('Asha Stores');
      // 10:30 UTC is 4:00 pm in Kolkata.
      expect(created).to.equal('15 Jan 2025, 4:00 pm');
      expect(money).to.equal('₹1,23,456.50');
      expect(cells(element, 'b2')[2]).to.equal('1 Mar 2025, 12:00 am');
      expect(cells(element, 'b2')[3]).to.equal('₹99.00');
      expect(cells(element, 'c3')[2]).to.equal('');
      expect(cells(element, 'c3')[3]).to.equal('₹0.00');
    });

    it('shows dates and amounts in the locale, currency and time zone it is given', async () => {
      const element = await table();
      Object.assign(element, {
        locale: 'en-US',
        currency: 'USD',
        timeZone: 'America/New_York',
      });
      await element.updateComplete;
      const [, , created, money] = cells(element, 'a1');
      // 10:30 UTC is 5:30 am in New York.
      expect(created).to.equal('Jan 15, 2025, 5:30 AM');
      expect(money).to.equal('$123,456.50');
      expect(cells(element, 'b2')[3]).to.equal('$99.00');
    });

    it('takes its locale, currency and time zone from attributes', async () => {
      const element = await fixture<SatDataTable>(
        html`<sat-data-table locale="de-DE" currency="EUR" time-zone="UTC" .columns=${columns} .rows=${rows}></sat-data-table>`,
      );
      const [, , created, money] = cells(element, 'a1');
      expect(created).to.equal('15.01.2025, 10:30');
      expect(money).to.equal('123.456,50 €');
    });

    it('aligns and sizes columns as declared', async () => {
      const element = await table({
        columns: [
          { id: 'name', header: 'Name', width: '12rem' },
          { id: 'subTotal', header: 'Sub Total', kind: 'money', align: 'end' },
        ],
      });
      expect($<HTMLElement>(element, 'thead th').style.width).to.equal('12rem');
      const amount = row(element, 'a1').querySelectorAll('td')[1]!;
      expect(getComputedStyle(amount).textAlign).to.equal('end');
    });

    it('scrolls its rows sideways inside its own box when a grid or flex parent is narrower', async () => {
      for (const display of ['grid', 'flex']) {
        const parent = await fixture<HTMLElement>(
          html`<div style="display: ${display}; width: 320px"><sat-data-table label="Merchants" .columns=${columns} .rows=${rows}></sat-data-table></div>`,
        );
        const element = parent.querySelector<SatDataTable>('sat-data-table')!;
        await element.updateComplete;
        expect(element.getBoundingClientRect().width, display).to.be.at.most(320);
        const scroller = $(element, '.scroller');
        expect(scroller.scrollWidth, display).to.be.greaterThan(scroller.clientWidth);
      }
    });

    it('shows "No results found" across the whole row when there are no rows', async () => {
      const element = await table({ rows: [], selectable: true });
      const empty = $$(element, 'tbody tr');
      expect(empty.length).to.equal(1);
      expect(text(empty[0]!)).to.equal('No results found');
      expect(empty[0]!.querySelector('td')!.colSpan).to.equal(columns.length + 1);
    });

    it("uses the texts it is given and keeps the spec's for the others", async () => {
      const element = await table({
        rows: [],
        strings: { empty: 'Aucun résultat', apply: 'Appliquer' },
      });
      expect(text($(element, 'tbody'))).to.equal('Aucun résultat');
      expect(button(element, 'Appliquer')).to.exist;
      expect(button(element, 'Previous')).to.exist;
      expect(text($(element, '[part=total]'))).to.equal('Total Items: 23');
    });

    it('shows Total Items and the page among the pages', async () => {
      const element = await table({ page: 2 });
      expect(text($(element, '[part=total]'))).to.equal('Total Items: 23');
      expect(text($(element, '.page-number'))).to.equal('Page 2 of 3');
    });

    it("words the page and a row's checkbox in the order the host's language puts them", async () => {
      const element = await table({
        page: 2,
        selectable: true,
        strings: {
          pageOf: (page, pages) => `${pages} में से पेज ${page}`,
          selectRow: (row) => `${row} चुनें`,
        },
      });
      expect(text($(element, '.page-number'))).to.equal('3 में से पेज 2');
      const checkbox = row(element, 'b2').querySelector('input[data-select]')!;
      expect(checkbox.getAttribute('aria-label')).to.equal('Bharat Books चुनें');
    });

    it('renders a custom cell with the host template or text', async () => {
      const element = await table({
        columns: [
          {
            id: 'name',
            header: 'Name',
            kind: 'custom',
            render: (r) => html`<em class="custom">${r.name}</em>`,
          },
          { id: 'code', header: 'Code', kind: 'custom', render: (r) => `#${r.id}` },
          { id: 'subTotal', header: 'Twice', format: (value) => String(Number(value) * 2) },
        ],
      });
      expect(text(row(element, 'a1').querySelector('em.custom')!)).to.equal('Asha Stores');
      expect(cells(element, 'b2')).to.deep.equal(['Bharat Books', '#b2', '198']);
    });
  });

  describe('loading', () => {
    it('shows a spinner, is busy and disables every control but the column menu', async () => {
      const element = await table({ loading: true, selectable: true, filters, filtersOpen: true });
      expect($(element, 'table').getAttribute('aria-busy')).to.equal('true');
      expect($(element, 'sl-spinner')).to.exist;
      expect(text($(element, '.loading-status'))).to.equal('Loading…');
      const controls = $$<HTMLButtonElement | HTMLInputElement | HTMLSelectElement>(
        element,
        'button, input, select',
      );
      expect(controls.length).to.be.greaterThan(20);
      // The column menu changes nothing the loading page depends on.
      expect(
        controls
          .filter((control) => !control.matches(':disabled'))
          .map((control) => control.part.value),
      ).to.deep.equal(['columns-button']);
    });

    it('shows Loading… instead of "No results found" while the first page loads', async () => {
      const element = await table({ rows: [], loading: true });
      expect(text($(element, 'tbody'))).to.equal('Loading…');
      element.loading = false;
      await element.updateComplete;
      expect(text($(element, 'tbody'))).to.equal('No results found');
      expect($(element, 'table').getAttribute('aria-busy')).to.equal('false');
      expect($(element, 'sl-spinner')).to.equal(null);
    });
  });

  describe('paging', () => {
    it('disables Previous on page 1, and Next on the last page', async () => {
      const element = await table({ page: 1, totalPages: 3 });
      expect(button(element, 'Previous').disabled).to.equal(true);
      expect(button(element, 'Next').disabled).to.equal(false);
      element.page = 3;
      await element.updateComplete;
      expect(button(element, 'Previous').disabled).to.equal(false);
      expect(button(element, 'Next').disabled).to.equal(true);
    });

    it('disables both when there is no page', async () => {
      const element = await table({ rows: [], page: 1, totalPages: 0 });
      expect(button(element, 'Previous').disabled).to.equal(true);
      expect(button(element, 'Next').disabled).to.equal(true);
    });

    it('asks for the next and the previous page', async () => {
      const element = await table({ page: 2 });
      setTimeout(() => button(element, 'Next').click());
      const next = await oneEvent(element, 'sat-page-change');
      expect(next.detail).to.deep.equal({ page: 3 });
      expect(next.bubbles && next.composed).to.equal(true);
      setTimeout(() => button(element, 'Previous').click());
      expect((await oneEvent(element, 'sat-page-change')).detail).to.deep.equal({ page: 1 });
    });

    it('shows the page on screen, and a page chosen but not applied as pending', async () => {
      const applied = { page: 1, limit: 10, sort: 1 } as const;
      const element = await table({ page: 3, totalPages: 63, applied });
      expect(text($(element, '[part=page-number]'))).to.equal('Page 1 of 63');
      expect(text($(element, '[part=pending-page]'))).to.equal('Page 3 pending');

      element.applied = { ...applied, page: 3 };
      await element.updateComplete;
      expect(text($(element, '[part=page-number]'))).to.equal('Page 3 of 63');
      expect($(element, '[part=pending-page]')).to.equal(null);
    });

    it('offers the spec page sizes and reports the one picked', async () => {
      const element = await table({ limit: 20 });
      const select = $$<HTMLSelectElement>(element, '.footer select')[0]!;
      expect([...select.options].map((option) => option.text)).to.deep.equal([
        '10',
        '20',
        '50',
        '60',
        '70',
        '80',
      ]);
      expect(select.value).to.equal('20');
      setTimeout(() => choose(select, '50'));
      expect((await oneEvent(element, 'sat-limit-change')).detail).to.deep.equal({ limit: 50 });
    });

    it('offers Latest First and Start First and reports the sort picked as a number', async () => {
      const element = await table({ sort: 1 });
      const select = $$<HTMLSelectElement>(element, '.footer select')[1]!;
      expect([...select.options].map((option) => [option.text, option.value])).to.deep.equal([
        ['Latest First', '-1'],
        ['Start First', '1'],
      ]);
      expect(select.selectedOptions[0]!.text).to.equal('Start First');
      setTimeout(() => choose(select, '-1'));
      expect((await oneEvent(element, 'sat-sort-change')).detail).to.deep.equal({ sort: -1 });
    });

    it('fires sat-apply when Apply Changes is pressed', async () => {
      const element = await table();
      setTimeout(() => button(element, 'Apply Changes').click());
      expect((await oneEvent(element, 'sat-apply')).detail).to.deep.equal({});
    });

    it('shows when the stored page, size or sort differ from what is shown', async () => {
      const applied = { page: 1, limit: 10, sort: 1 as const };
      const element = await table({ applied });
      const note = $(element, '[part=pending-note]');
      const apply = button(element, 'Apply Changes');
      expect(text(note)).to.equal('');
      expect(apply.classList.contains('button--pending')).to.equal(false);
      const before = getComputedStyle(apply).backgroundColor;

      for (const change of [{ page: 2 }, { limit: 50 }, { sort: -1 as const }]) {
        Object.assign(element, { page: 1, limit: 10, sort: 1, ...change });
        await element.updateComplete;
        expect(element.pending).to.equal(true);
        expect(text(note)).to.equal('Not applied yet');
        expect(getComputedStyle(apply).backgroundColor).not.to.equal(before);
      }

      element.applied = { page: 1, limit: 10, sort: -1 };
      await element.updateComplete;
      expect(text(note)).to.equal('');
      expect(getComputedStyle(apply).backgroundColor).to.equal(before);
    });

    it('shows no pending sign before anything is shown', async () => {
      const element = await table({ applied: null, page: 4 });
      expect(element.pending).to.equal(false);
      expect(text($(element, '[part=pending-note]'))).to.equal('');
    });
  });

  describe('filters', () => {
    it('has no filters toggle without filters', async () => {
      const element = await table();
      expect($(element, '[part=filters-button]')).to.equal(null);
    });

    it('shows and hides the filter fields with the Filters toggle', async () => {
      const element = await table({ filters });
      const toggle = $<HTMLButtonElement>(element, '[part=filters-button]');
      expect(text(toggle)).to.equal('Filters');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect($(element, '[part=filters]')).to.equal(null);

      setTimeout(() => toggle.click());
      expect((await oneEvent(element, 'sat-filters-toggle')).detail).to.deep.equal({ open: true });
      await element.updateComplete;
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect($$(element, '[part=filters] .field-label').map(text)).to.deep.equal([
        'Name',
        'Status',
      ]);
      expect($(element, '[part=filters] select option').textContent).to.equal('Select an option');

      setTimeout(() => toggle.click());
      expect((await oneEvent(element, 'sat-filters-toggle')).detail).to.deep.equal({ open: false });
      await element.updateComplete;
      expect($(element, '[part=filters]')).to.equal(null);
    });

    it('searches with every field, blank ones as empty text', async () => {
      const element = await table({
        filters,
        filtersOpen: true,
        filterValues: { status: 'pending' },
      });
      const select = $<HTMLSelectElement>(element, '[part=filters] select');
      expect(select.value).to.equal('pending');
      $<HTMLInputElement>(element, '[part=filters] input').focus();
      await sendKeys({ type: 'Asha' });
      setTimeout(() => button(element, 'Search').click());
      expect((await oneEvent(element, 'sat-filters-apply')).detail).to.deep.equal({
        values: { name: 'Asha', status: 'pending' },
      });

      choose(select, '');
      setTimeout(() => button(element, 'Search').click());
      expect((await oneEvent(element, 'sat-filters-apply')).detail).to.deep.equal({
        values: { name: 'Asha', status: '' },
      });
    });

    it('searches when Enter is pressed in a text field', async () => {
      const element = await table({ filters, filtersOpen: true });
      $<HTMLInputElement>(element, '[part=filters] input').focus();
      await sendKeys({ type: 'Bharat' });
      const searching = oneEvent(element, 'sat-filters-apply');
      await sendKeys({ press: 'Enter' });
      expect((await searching).detail).to.deep.equal({ values: { name: 'Bharat', status: '' } });
    });

    it('clears the fields on Reset and reports it', async () => {
      const element = await table({ filters, filtersOpen: true, filterValues: { name: 'Asha' } });
      const input = $<HTMLInputElement>(element, '[part=filters] input');
      expect(input.value).to.equal('Asha');
      choose($<HTMLSelectElement>(element, '[part=filters] select'), 'active');
      setTimeout(() => button(element, 'Reset').click());
      expect((await oneEvent(element, 'sat-filters-reset')).detail).to.deep.equal({});
      await element.updateComplete;
      expect(input.value).to.equal('');
      expect($<HTMLSelectElement>(element, '[part=filters] select').value).to.equal('');
    });

    it('keeps what the user typed when the host re-renders the table', async () => {
      const element = await table({ filters, filtersOpen: true });
      $<HTMLInputElement>(element, '[part=filters] input').focus();
      await sendKeys({ type: 'Chi' });
      element.loading = true;
      element.filterValues = {};
      await element.updateComplete;
      element.loading = false;
      await element.updateComplete;
      expect($<HTMLInputElement>(element, '[part=filters] input').value).to.equal('Chi');
      element.filterValues = { name: 'Chitra' };
      await element.updateComplete;
      expect($<HTMLInputElement>(element, '[part=filters] input').value).to.equal('Chitra');
    });
  });

  describe('selection', () => {
    it('has no checkboxes unless selectable', async () => {
      const element = await table();
      expect($$(element, 'input[type=checkbox]:not([role=switch])')).to.deep.equal([]);
    });

    it('selects and unselects one row', async () => {
      const element = await table({ selectable: true });
      const checkbox = row(element, 'b2').querySelector<HTMLInputElement>('input[data-select]')!;
      expect(checkbox.getAttribute('aria-label')).to.equal('Select Bharat Books');
      setTimeout(() => checkbox.click());
      expect((await oneEvent(element, 'sat-selection-change')).detail).to.deep.equal({
        keys: ['b2'],
        allMatching: false,
      });
      await element.updateComplete;
      expect(row(element, 'b2').classList.contains('selected')).to.equal(true);
      setTimeout(() => checkbox.click());
      expect((await oneEvent(element, 'sat-selection-change')).detail).to.deep.equal({
        keys: [],
        allMatching: false,
      });
    });

    it('selects every row of the page, keeping rows of other pages', async () => {
      const element = await table({ selectable: true, selectedKeys: ['zz-other-page', 'b2'] });
      const all = $<HTMLInputElement>(element, 'thead input[type=checkbox]');
      expect(all.getAttribute('aria-label')).to.equal('Select all rows on this page');
      expect(all.indeterminate).to.equal(true);
      expect(all.checked).to.equal(false);

      setTimeout(() => all.click());
      const selected = await oneEvent(element, 'sat-selection-change');
      expect(selected.detail).to.deep.equal({
        keys: ['zz-other-page', 'b2', 'a1', 'c3'],
        allMatching: false,
      });
      await element.updateComplete;
      expect(all.checked).to.equal(true);
      expect(all.indeterminate).to.equal(false);
      expect(
        $$<HTMLInputElement>(element, 'input[data-select]').every((checkbox) => checkbox.checked),
      ).to.equal(true);

      setTimeout(() => all.click());
      expect((await oneEvent(element, 'sat-selection-change')).detail).to.deep.equal({
        keys: ['zz-other-page'],
        allMatching: false,
      });
      await element.updateComplete;
      expect(all.checked).to.equal(false);
      expect(all.indeterminate).to.equal(false);
    });

    it('shows the selection the host sets', async () => {
      const element = await table({ selectable: true });
      element.selectedKeys = ['a1', 'c3'];
      await element.updateComplete;
      expect(
        $$<HTMLInputElement>(element, 'input[data-select]').map((checkbox) => checkbox.checked),
      ).to.deep.equal([true, false, true]);
    });
  });

  describe('cells', () => {
    it('offers each row its own status options with its status chosen', async () => {
      const element = await table();
      const optionsOf = (key: string) => {
        const select = row(element, key).querySelector('select')!;
        return { value: select.value, options: [...select.options].map((option) => option.value) };
      };
      expect(optionsOf('a1')).to.deep.equal({
        value: 'active',
        options: ['active', 'pending', 'inactive', 'incomplete', 'suspended'],
      });
      expect(optionsOf('b2')).to.deep.equal({
        value: 'incomplete',
        options: ['active', 'pending', 'incomplete', 'suspended'],
      });
      expect(row(element, 'b2').querySelector('select')!.getAttribute('aria-label')).to.equal(
        'Status, Bharat Books',
      );
    });

    it('keeps amounts and ids whole, breaks a date only between day and time, and exposes each cell as a part', async () => {
      const element = await table();
      const [orderId, name, createdAt, subTotal] = [...row(element, 'a1').querySelectorAll('td')];
      for (const cell of [orderId!, subTotal!]) {
        expect(getComputedStyle(cell).whiteSpace).to.equal('nowrap');
      }
      expect(getComputedStyle(name!).whiteSpace).to.equal('normal');
      const parts = [...createdAt!.querySelectorAll('span')];
      expect(parts.map(text)).to.deep.equal(['15 Jan 2025,', '4:00 pm']);
      expect(parts.map((part) => getComputedStyle(part).whiteSpace)).to.deep.equal([
        'nowrap',
        'nowrap',
      ]);
      expect([orderId, name, createdAt, subTotal].every((cell) => cell!.part.contains('cell'))).to
        .be.true;
    });

    it('keeps an unbroken column on one line: a phone after "+91", a SKU at its hyphens', async () => {
      const element = await table({
        rows: [{ id: 'p1', phone: '+91 9876543210', sku: 'NCERT-DP-10-A' }],
        columns: [
          { id: 'phone', header: 'Phone', width: '1rem', unbroken: true },
          { id: 'sku', header: 'SKU', width: '1rem', unbroken: true },
          { id: 'wrapping', field: 'sku', header: 'Wrapping', width: '1rem' },
        ],
      });
      // Narrower than its columns: each is as narrow as its text lets it be.
      element.style.width = '3rem';
      const lines = (cell: Element) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      };
      const [phone, sku, wrapping] = [...row(element, 'p1').querySelectorAll('td')];
      expect(lines(phone!)).to.equal(1);
      expect(lines(sku!)).to.equal(1);
      expect(lines(wrapping!)).to.be.greaterThan(1);
    });

    it('reports a status choice with the row key, the column and the value', async () => {
      const element = await table();
      setTimeout(() => choose(row(element, 'c3').querySelector('select')!, 'suspended'));
      expect((await oneEvent(element, 'sat-cell-change')).detail).to.deep.equal({
        key: 'c3',
        column: 'status',
        value: 'suspended',
      });
    });

    it('shows the row value again once the host hands back rows', async () => {
      const element = await table();
      const select = row(element, 'c3').querySelector('select')!;
      choose(select, 'suspended');
      element.rows = [...rows];
      await element.updateComplete;
      expect(select.value).to.equal('pending');
      element.rows = rows.map((each) => (each.id === 'c3' ? { ...each, status: 'active' } : each));
      await element.updateComplete;
      expect(select.value).to.equal('active');
    });

    it('draws toggles as switches and reports a flip', async () => {
      const element = await table();
      const toggle = row(element, 'a1').querySelector<HTMLInputElement>('[role=switch]')!;
      expect(toggle.checked).to.equal(true);
      expect(toggle.getAttribute('aria-label')).to.equal('Disabled, Asha Stores');
      expect(row(element, 'b2').querySelector<HTMLInputElement>('[role=switch]')!.checked).to.equal(
        false,
      );
      setTimeout(() => toggle.click());
      expect((await oneEvent(element, 'sat-cell-change')).detail).to.deep.equal({
        key: 'a1',
        column: 'adminDisabled',
        value: false,
      });
    });

    it('shows action buttons, disabled where the row says so, and reports a press', async () => {
      const element = await table();
      const actions = (key: string) =>
        [...row(element, key).querySelectorAll('button[data-action]')] as HTMLButtonElement[];
      expect(actions('a1').map(text)).to.deep.equal(['Documents', 'Settle']);
      expect(actions('a1').map((each) => each.disabled)).to.deep.equal([false, false]);
      expect(actions('b2').map((each) => each.disabled)).to.deep.equal([false, true]);
      const drawn = actions('a1')[0]!.querySelector<HTMLElement>('.icon--file-text')!;
      expect(getComputedStyle(drawn).maskImage).to.match(/^url\("data:image\/svg/);
      expect(drawn.getBoundingClientRect().width).to.be.greaterThan(0);
      expect(actions('a1')[1]!.getAttribute('aria-label')).to.equal('Settle, Asha Stores');
      setTimeout(() => actions('a1')[1]!.click());
      expect((await oneEvent(element, 'sat-row-action')).detail).to.deep.equal({
        key: 'a1',
        action: 'settle',
      });
    });

    it('shows only icons when told, each button still named and titled by its label', async () => {
      const compact = columns.map((column) =>
        column.kind === 'actions' ? { ...column, iconsOnly: true } : column,
      );
      const element = await table({ columns: compact });
      const [documents, settle] = [
        ...row(element, 'a1').querySelectorAll<HTMLButtonElement>('button[data-action]'),
      ];
      expect(text(documents!)).to.equal('');
      expect(documents!.getAttribute('aria-label')).to.equal('Documents, Asha Stores');
      expect(documents!.title).to.equal('Documents');
      // Without an icon there would be nothing to see: the label stays.
      expect(text(settle!)).to.equal('Settle');
      expect(settle!.hasAttribute('title')).to.equal(false);
    });

    it('reports a link click with the row key and the column', async () => {
      const element = await table();
      const link = row(element, 'b2').querySelector<HTMLButtonElement>('button[data-link]')!;
      expect(text(link)).to.equal('ORD-2');
      setTimeout(() => link.click());
      expect((await oneEvent(element, 'sat-link-click')).detail).to.deep.equal({
        key: 'b2',
        column: 'orderId',
      });
    });

    it("draws a link cell with an address as a real link: a plain click is reported, others are the browser's", async () => {
      const linked = columns.map((column) =>
        column.kind === 'link'
          ? { ...column, href: (r: SatRow) => `#/orders?open=${r.id}` }
          : column,
      );
      const element = await table({ columns: linked });
      const link = row(element, 'b2').querySelector<HTMLAnchorElement>('a[part=link]')!;
      expect(text(link)).to.equal('ORD-2');
      expect(link.getAttribute('href')).to.equal('#/orders?open=b2');

      const reported: unknown[] = [];
      element.addEventListener('sat-link-click', (event) => reported.push(event.detail));
      // Whether the table kept the browser from following the link; the test then stops it anyway.
      const click = (init: MouseEventInit) => {
        let prevented: boolean | undefined;
        const afterTable = (event: Event) => {
          prevented = event.defaultPrevented;
          event.preventDefault();
        };
        document.addEventListener('click', afterTable, { once: true });
        link.dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, ...init }),
        );
        return { defaultPrevented: prevented };
      };
      // A plain click is the host's to follow in place: the page does not jump to the address.
      expect(click({}).defaultPrevented).to.equal(true);
      expect(reported).to.deep.equal([{ key: 'b2', column: 'orderId' }]);
      // Ctrl, ⌘ or Shift: a new tab or window, as on any link.
      for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
        expect(click({ [modifier]: true }).defaultPrevented, modifier).to.equal(false);
      }
      expect(reported).to.have.length(1);
    });

    it('shows a wide picture whole in a wide thumbnail when told, a square crop otherwise', async () => {
      const banner =
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="40" height="10"/%3E';
      const element = await table({
        rows: [{ id: 'w1', banner, logo: banner }],
        columns: [
          { id: 'banner', header: 'Banner', kind: 'image', fit: 'whole' },
          { id: 'logo', header: 'Logo', kind: 'image' },
        ],
      });
      const [whole, cropped] = [
        ...row(element, 'w1').querySelectorAll<HTMLElement>('[part=image]'),
      ];
      const shape = (thumbnail: HTMLElement) => {
        const box = thumbnail.getBoundingClientRect();
        return {
          wide: box.width > box.height,
          fit: getComputedStyle(thumbnail.querySelector('img')!).objectFit,
        };
      };
      expect(shape(whole!)).to.deep.equal({ wide: true, fit: 'contain' });
      expect(shape(cropped!)).to.deep.equal({ wide: false, fit: 'cover' });
    });

    it('shows a thumbnail with its alternative text, and the placeholder when it fails', async () => {
      const picture =
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/%3E';
      const element = await table({
        rows: rows.map((each) => (each.id === 'c3' ? { ...each, logo: picture } : each)),
      });
      expect(row(element, 'a1').querySelector('img')).to.equal(null);
      expect(row(element, 'a1').querySelector('.thumbnail .icon--image')).to.exist;
      const broken = row(element, 'b2').querySelector('img')!;
      expect(broken.alt).to.equal('Logo, Bharat Books');
      await waitUntil(() => broken.classList.contains('broken'), 'the broken image steps aside');
      expect(getComputedStyle(broken).opacity).to.equal('0');
      const good = row(element, 'c3').querySelector('img')!;
      await waitUntil(() => good.complete, 'the image loads');
      expect(good.classList.contains('broken')).to.equal(false);
      expect(getComputedStyle(good).opacity).to.equal('1');
    });

    it('keeps each row element when the host replaces one row, so focus stays put', async () => {
      const element = await table();
      const select = row(element, 'b2').querySelector('select')!;
      select.focus();
      element.rows = rows.map((each) =>
        each.id === 'b2' ? { ...each, name: 'Bharat Books & Co' } : each,
      );
      await element.updateComplete;
      expect(row(element, 'b2').querySelector('select') === select).to.equal(true);
      expect(focusedIn(element) === select).to.equal(true);
      expect(cells(element, 'b2')[1]).to.equal('Bharat Books & Co');
    });

    it('follows the order of the rows it is given', async () => {
      const element = await table();
      element.rows = [rows[2]!, rows[1]!, rows[0]!];
      await element.updateComplete;
      expect($$(element, 'tbody tr').map((each) => each.dataset.key)).to.deep.equal([
        'c3',
        'b2',
        'a1',
      ]);
    });

    it('reads the key from the field rowKey names', async () => {
      const element = await table({
        rowKey: '_id',
        rows: [{ _id: 'm1', name: 'One', status: 'active' }],
        columns: [
          { id: 'status', header: 'Status', kind: 'status-select', options: () => gstStatuses },
        ],
      });
      setTimeout(() => choose(row(element, 'm1').querySelector('select')!, 'pending'));
      expect((await oneEvent(element, 'sat-cell-change')).detail.key).to.equal('m1');
    });
  });

  describe('keyboard', () => {
    it('reaches every control with Tab, in reading order, and presses Next with Enter', async () => {
      const element = await table({
        filters: [{ name: 'name', label: 'Name', type: 'text' }],
        filtersOpen: true,
        selectable: true,
        page: 2,
        rows: [rows[0]!],
        columns: columns.filter((column) => ['orderId', 'status', 'tools'].includes(column.id)),
      });
      $<HTMLButtonElement>(element, '[part=filters-button]').focus();
      const seen: string[] = [];
      for (let press = 0; press < 17; press++) {
        if (press > 0) await sendKeys({ press: 'Tab' });
        const focused = focusedIn(element) as HTMLElement;
        seen.push(
          focused.getAttribute('aria-label') ||
            focused.getAttribute('name') ||
            (focused.localName === 'select' ? 'select' : text(focused)),
        );
      }
      expect(seen).to.deep.equal([
        'Filters',
        'Columns',
        'name',
        'Search',
        'Reset',
        'Merchants',
        'Select all rows on this page',
        'Select Asha Stores',
        'ORD-1',
        'Status, Asha Stores',
        'Documents, Asha Stores',
        'Settle, Asha Stores',
        'select',
        'select',
        'Apply Changes',
        'Previous',
        'Next',
      ]);
      const paging = oneEvent(element, 'sat-page-change');
      await sendKeys({ press: 'Enter' });
      expect((await paging).detail).to.deep.equal({ page: 3 });
    });

    it('flips a switch with Space', async () => {
      const element = await table();
      row(element, 'b2').querySelector<HTMLInputElement>('[role=switch]')!.focus();
      const changing = oneEvent(element, 'sat-cell-change');
      await sendKeys({ press: 'Space' });
      expect((await changing).detail).to.deep.equal({
        key: 'b2',
        column: 'adminDisabled',
        value: true,
      });
    });
  });

  describe('accessibility', () => {
    it('passes axe with rows, selection and filters open', async () => {
      const element = await table({
        selectable: true,
        selectedKeys: ['a1'],
        filters,
        filtersOpen: true,
        applied: { page: 2, limit: 10, sort: 1 },
      });
      await expect(element).to.be.accessible();
    });

    it('passes axe when empty', async () => {
      const element = await table({ rows: [] });
      await expect(element).to.be.accessible();
    });

    it('passes axe while loading', async () => {
      const element = await table({ loading: true, filters, filtersOpen: true });
      await expect(element).to.be.accessible();
    });
  });
});
