import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { $, $$, mountTable, row, storeRows, text } from '../../testing/data-table-fixture.js';
import { focusedIn } from '../../testing/focus.js';
import { loadThemes } from '../../testing/themes.js';
import type { SatColumn, SatDataTable } from './data-table.js';

// The package's two themes, as hosts load them; a test turns the page dark with data-sat-theme.
loadThemes();

const columns: SatColumn[] = [
  { id: 'name', header: 'Name' },
  { id: 'city', header: 'City' },
];

const table = (overrides: Partial<SatDataTable> = {}): Promise<SatDataTable> =>
  mountTable({ columns, rows: storeRows, total: 1234, totalPages: 412, ...overrides });

const checkboxes = (element: SatDataTable) =>
  $$<HTMLInputElement>(element, 'input[data-select]').map((checkbox) => checkbox.checked);
const selectAll = (element: SatDataTable) =>
  $<HTMLInputElement>(element, 'thead input[type=checkbox]');

afterEach(() => {
  document.documentElement.removeAttribute('data-sat-theme');
  document.body.style.removeProperty('background');
});

describe('<sat-data-table> select all matching', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));

  it('offers every matching row once the whole page is selected and the list has more', async () => {
    const element = await table({ selectable: true, selectedKeys: ['a1', 'b2'] });
    expect($(element, '[part=selection-bar]')).to.equal(null);
    selectAll(element).click();
    await element.updateComplete;
    const bar = $(element, '[part=selection-bar]');
    expect(bar.closest('[role=status]')).to.exist;
    expect(text(bar)).to.equal('All 3 rows on this page are selected. Select all 1,234 matching');

    setTimeout(() => $<HTMLButtonElement>(element, '[part=selection-bar-button]').click());
    const event = await oneEvent(element, 'sat-select-all-matching');
    expect(event.detail).to.deep.equal({ total: 1234 });
    expect(event.bubbles && event.composed).to.equal(true);
    await element.updateComplete;
    expect(element.allMatchingSelected).to.equal(true);
    expect(text(bar)).to.equal('All 1,234 matching rows are selected. Clear selection');
    // One button for both: focus stays on it.
    expect($(element, '[part=selection-bar-button]').isConnected).to.equal(true);
  });

  it('writes the counts in the table locale', async () => {
    const element = await table({
      selectable: true,
      selectedKeys: ['a1', 'b2', 'c3'],
      total: 250000,
      locale: 'en-IN',
    });
    expect(text($(element, '[part=selection-bar-button]'))).to.equal(
      'Select all 2,50,000 matching',
    );
    element.locale = 'de-DE';
    await element.updateComplete;
    expect(text($(element, '[part=selection-bar-button]'))).to.equal('Select all 250.000 matching');
  });

  it('offers nothing when the page holds the whole list, or rows are not selectable', async () => {
    const whole = await table({ selectable: true, selectedKeys: ['a1', 'b2', 'c3'], total: 3 });
    expect($(whole, '[part=selection-bar]')).to.equal(null);
    const fixed = await table({ selectedKeys: ['a1', 'b2', 'c3'] });
    expect($(fixed, '[part=selection-bar]')).to.equal(null);
  });

  it('clears every matching row with Clear selection, focus going to the select-all checkbox', async () => {
    const element = await table({
      selectable: true,
      selectedKeys: ['zz', 'a1'],
      allMatchingSelected: true,
    });
    // Every row shows as selected, whatever selectedKeys holds.
    expect(checkboxes(element)).to.deep.equal([true, true, true]);
    expect(selectAll(element).checked).to.equal(true);
    const clear = $<HTMLButtonElement>(element, '[part=selection-bar-button]');
    expect(text(clear)).to.equal('Clear selection');
    clear.focus();
    setTimeout(() => clear.click());
    expect((await oneEvent(element, 'sat-selection-change')).detail).to.deep.equal({
      keys: [],
      allMatching: false,
    });
    await element.updateComplete;
    expect(element.allMatchingSelected).to.equal(false);
    expect(element.selectedKeys).to.deep.equal([]);
    expect(checkboxes(element)).to.deep.equal([false, false, false]);
    expect($(element, '[part=selection-bar]')).to.equal(null);
    await waitUntil(() => focusedIn(element) === selectAll(element), 'focus goes to select all');
  });

  it('ends a selection of every matching row when a checkbox changes, keeping the rows seen selected', async () => {
    const element = await table({ selectable: true, selectedKeys: [], allMatchingSelected: true });
    setTimeout(() => row(element, 'b2').querySelector<HTMLInputElement>('input')!.click());
    expect((await oneEvent(element, 'sat-selection-change')).detail).to.deep.equal({
      keys: ['a1', 'c3'],
      allMatching: false,
    });
    await element.updateComplete;
    expect(element.allMatchingSelected).to.equal(false);
    expect(checkboxes(element)).to.deep.equal([true, false, true]);
    expect(text($(element, '.selection-status'))).to.equal('');
  });

  it('unselects the page with the header checkbox while every matching row is selected', async () => {
    const element = await table({
      selectable: true,
      selectedKeys: ['other'],
      allMatchingSelected: true,
    });
    setTimeout(() => selectAll(element).click());
    expect((await oneEvent(element, 'sat-selection-change')).detail).to.deep.equal({
      keys: ['other'],
      allMatching: false,
    });
  });
});

describe('<sat-data-table> new rows', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));

  it('says "N new: Show" in a polite live region of the toolbar, and reports Show', async () => {
    const element = await table();
    const region = $(element, '.new-rows-status');
    expect(region.getAttribute('role')).to.equal('status');
    expect(text(region)).to.equal('');
    element.newRows = 3;
    await element.updateComplete;
    expect(text($(element, '[part=new-rows]'))).to.equal('3 new: Show');
    expect(region.closest('[part=toolbar]')).to.exist;
    setTimeout(() => $<HTMLButtonElement>(element, '[part=new-rows-button]').click());
    expect((await oneEvent(element, 'sat-new-rows-show')).detail).to.deep.equal({ count: 3 });
  });

  it('does not move the rows when it comes', async () => {
    const element = await table();
    element.style.width = '900px';
    const top = () => row(element, 'a1').getBoundingClientRect().top;
    const before = top();
    element.newRows = 12;
    await element.updateComplete;
    expect($(element, '[part=new-rows]')).to.exist;
    expect(top()).to.equal(before);
  });
});

describe('<sat-data-table> marked rows', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'reduce' }));

  it('marks the rows in markedRows with data-marked and the part row-marked', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const element = await table({ markedRows: ['b2', 'gone'] });
    expect(row(element, 'b2').hasAttribute('data-marked')).to.equal(true);
    expect([...row(element, 'b2').part]).to.deep.equal(['row', 'row-marked']);
    expect(row(element, 'a1').hasAttribute('data-marked')).to.equal(false);
    expect([...row(element, 'a1').part]).to.deep.equal(['row']);
    element.markedRows = [];
    await element.updateComplete;
    expect(row(element, 'b2').hasAttribute('data-marked')).to.equal(false);
  });

  it('fades the mark in about 2 s, with nothing moving under reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    const element = await table({ markedRows: ['b2'] });
    const animations = row(element, 'b2').getAnimations({ subtree: true });
    expect(animations.length).to.equal(2);
    for (const animation of animations) {
      expect(animation.effect!.getTiming().duration).to.equal(2000);
    }
    expect(row(element, 'a1').getAnimations({ subtree: true })).to.deep.equal([]);

    await emulateMedia({ reducedMotion: 'reduce' });
    const still = await table({ markedRows: ['b2'] });
    expect(row(still, 'b2').getAnimations({ subtree: true })).to.deep.equal([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`draws the mark as a bar at the row's start, not by colour alone (${theme})`, async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      document.documentElement.dataset.satTheme = theme;
      const element = await table({ markedRows: ['b2'], selectable: true });
      const bar = getComputedStyle(row(element, 'b2').querySelector('td')!).boxShadow;
      expect(bar).to.match(/^rgb\(\d+, \d+, \d+\) 4px 0px 0px 0px inset$/);
      expect(getComputedStyle(row(element, 'a1').querySelector('td')!).boxShadow).to.equal('none');
      // The marked row's tint differs from an unmarked row's background.
      const background = (key: string) => getComputedStyle(row(element, key)).backgroundColor;
      expect(background('b2')).not.to.equal(background('a1'));
    });
  }
});

describe('<sat-data-table> totals', () => {
  it('shows the exact total as it does without an estimate', async () => {
    const element = await table({ total: 250000 });
    expect(text($(element, '[part=total]'))).to.equal('Total Items: 250000');
    expect($(element, '[part=count-button]')).to.equal(null);
  });

  it('shows an estimate as "about N" in the locale, with Count exactly', async () => {
    const element = await table({ total: 250000, totalEstimated: true, locale: 'en-US' });
    expect(text($(element, '[part=total]'))).to.equal('Total Items: about 250,000 Count exactly');
    element.locale = 'en-IN';
    await element.updateComplete;
    expect(text($(element, '[part=total] strong'))).to.equal('about 2,50,000');
    setTimeout(() => $<HTMLButtonElement>(element, '[part=count-button]').click());
    const event = await oneEvent(element, 'sat-total-count');
    expect(event.detail).to.deep.equal({});
  });

  it('takes its texts from strings', async () => {
    const element = await table({
      total: 5000,
      totalEstimated: true,
      newRows: 2,
      strings: {
        estimatedTotal: (_, shown) => `environ ${shown}`,
        countExactly: 'Compter',
        newRows: (count) => `${count} nouvelles :`,
        showNewRows: 'Afficher',
      },
    });
    expect(text($(element, '[part=total]'))).to.equal('Total Items: environ 5,000 Compter');
    expect(text($(element, '[part=new-rows]'))).to.equal('2 nouvelles : Afficher');
  });
});

describe('<sat-data-table> toolbar slot', () => {
  it("puts the host's controls in the toolbar after Columns, before the total", async () => {
    const element = await fixture<SatDataTable>(html`
      <sat-data-table .columns=${columns} .rows=${storeRows} label="Merchants">
        <button slot="toolbar" type="button">Export</button>
      </sat-data-table>
    `);
    const slot = $<HTMLSlotElement>(element, 'slot[name=toolbar]');
    expect(slot.assignedElements().map(text)).to.deep.equal(['Export']);
    expect(slot.closest('[part=toolbar]')).to.exist;
    const columnsButton = $(element, '[part=columns-button]');
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(columnsButton, slot)).to.equal(true);
    expect(follows(slot, $(element, '[part=total]'))).to.equal(true);
  });
});

describe('<sat-data-table> accessibility of the new parts', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe with every new part shown (${theme} theme)`, async () => {
      document.documentElement.dataset.satTheme = theme;
      // The toolbar lies on the host's page, painted as a console paints it in either theme.
      document.body.style.background = 'var(--sl-color-neutral-0)';
      const element = await table({
        selectable: true,
        selectedKeys: ['a1', 'b2', 'c3'],
        newRows: 4,
        markedRows: ['b2'],
        totalEstimated: true,
      });
      await expect(element).to.be.accessible();
      $<HTMLButtonElement>(element, '[part=selection-bar-button]').click();
      $<HTMLButtonElement>(element, '[part=columns-button]').click();
      await element.updateComplete;
      expect(element.allMatchingSelected).to.equal(true);
      expect($(element, '[part=column-menu]')).to.exist;
      await expect(element).to.be.accessible();
    });
  }
});
