import { expect, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../testing/light-theme.js';
import { focusedIn } from '../../testing/focus.js';
import { sampleSchools } from '../../testing/school-cards-sample.js';
import { schoolGrid } from '../../testing/school-grid.js';
import type { SatInfiniteGrid } from './infinite-grid.js';
import type { SatGridItem } from './infinite-grid.types.js';

const card = (element: SatInfiniteGrid, key: string) =>
  element.shadowRoot!.querySelector<HTMLElement>(`article[data-key="${key}"]`)!;

/** The keys of the cards drawn as active. */
const activeCards = (element: SatInfiniteGrid) =>
  [...element.shadowRoot!.querySelectorAll<HTMLElement>('article[data-active]')].map(
    (each) => each.dataset.key,
  );

/** Presses `key` and waits for the grid to draw what it did. */
async function press(element: SatInfiniteGrid, key: string): Promise<void> {
  await sendKeys({ press: key });
  await element.updateComplete;
}

/** The Edit presses of each card (its `data-primary` control), by school id. */
function editsOf(element: SatInfiniteGrid): string[] {
  const edits: string[] = [];
  element.shadowRoot!.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    if (target.localName === 'sl-button' && target.textContent === 'Edit') {
      edits.push(target.closest('article')!.dataset.key!);
    }
  });
  return edits;
}

describe('<sat-infinite-grid> j, k and Enter', () => {
  it('moves the active card with j and k, focused and outlined, as a table its rows', async () => {
    const element = await schoolGrid();
    card(element, 'school-1').focus();
    await element.updateComplete;
    expect(element.activeKey).to.equal('school-1');

    const moved = oneEvent(element, 'sat-active-card-change');
    await press(element, 'j');
    expect((await moved).detail).to.deep.equal({ key: 'school-2' });
    expect(activeCards(element)).to.deep.equal(['school-2']);
    expect(focusedIn(element)).to.equal(card(element, 'school-2'));
    expect(card(element, 'school-2').getAttribute('part')).to.equal('card card-active');
    expect(getComputedStyle(card(element, 'school-2')).outlineStyle).to.not.equal('none');
    expect(getComputedStyle(card(element, 'school-1')).outlineStyle).to.equal('none');

    await press(element, 'k');
    await press(element, 'k');
    expect(activeCards(element)).to.deep.equal(['school-1']);
    expect(focusedIn(element)).to.equal(card(element, 'school-1'));
  });

  it('starts at the first card with a step on and at the last with a step back', async () => {
    const element = await schoolGrid();
    await element.moveActiveCard(1);
    expect(activeCards(element)).to.deep.equal(['school-1']);
    element.activeKey = null;
    await element.moveActiveCard(-1);
    expect(activeCards(element)).to.deep.equal(['school-3']);
    expect(focusedIn(element)).to.equal(card(element, 'school-3'));
  });

  it("presses the active card's main action with Enter", async () => {
    const element = await schoolGrid();
    const edits = editsOf(element);
    await element.moveActiveCard(1);
    await press(element, 'j');
    await press(element, 'Enter');
    expect(edits).to.deep.equal(['school-2']);
  });

  it('leaves Enter on a control of the active card to the control: pressed once', async () => {
    const element = await schoolGrid();
    const edits = editsOf(element);
    element.activeKey = 'school-3';
    await element.updateComplete;
    card(element, 'school-3').querySelector<HTMLElement>('sl-button')!.focus();
    await press(element, 'Enter');
    expect(edits).to.deep.equal(['school-3']);
  });

  it('does nothing with Enter on a card without a link or main action, nor with x', async () => {
    const element = await schoolGrid({
      renderItem: (item: SatGridItem) => String(item.schoolName),
    });
    await element.moveActiveCard(1);
    const keys: KeyboardEvent[] = [];
    const record = (event: KeyboardEvent) => keys.push(event);
    document.addEventListener('keydown', record);
    await press(element, 'Enter');
    await press(element, 'x');
    document.removeEventListener('keydown', record);
    expect(keys.map((event) => [event.key, event.defaultPrevented])).to.deep.equal([
      ['Enter', false],
      ['x', false],
    ]);
    expect(activeCards(element)).to.deep.equal(['school-1']);
  });

  it('asks for more with j on the last card and moves to the first new one', async () => {
    const element = await schoolGrid({ hasMore: true });
    element.addEventListener('sat-load-more', () => {
      element.items = [...element.items, ...sampleSchools(2, element.items.length)];
      element.hasMore = false;
    });
    await element.moveActiveCard(-1);
    const asked = oneEvent(element, 'sat-load-more');
    await press(element, 'j');
    await asked;
    await element.updateComplete;
    expect(focusedIn(element)).to.equal(card(element, 'school-4'));
    expect(element.activeKey).to.equal('school-4');
    // No more to load: j stays on the last card.
    await press(element, 'j');
    await press(element, 'j');
    expect(element.activeKey).to.equal('school-5');
  });

  it('types j and k into a field of a card, and ignores them with Ctrl', async () => {
    const element = await schoolGrid({
      renderItem: (item: SatGridItem) =>
        html`<input aria-label="Note on ${String(item.schoolName)}" />`,
    });
    const field = card(element, 'school-2').querySelector('input')!;
    field.focus();
    await sendKeys({ type: 'jk' });
    expect(field.value).to.equal('jk');
    expect(element.activeKey).to.equal('school-2');

    await element.moveActiveCard(1);
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'j' });
    await sendKeys({ up: 'Control' });
    expect(element.activeKey).to.equal('school-3');
  });

  it('leaves the keys of a grid inside a card to that grid', async () => {
    const products = [{ id: 'p1' }, { id: 'p2' }];
    const element = await schoolGrid({
      renderItem: (item: SatGridItem) =>
        item.id === 'school-1'
          ? html`<sat-infinite-grid label="Products" .items=${products}></sat-infinite-grid>`
          : String(item.schoolName),
    });
    const inner = card(element, 'school-1').querySelector('sat-infinite-grid')!;
    await inner.updateComplete;
    await inner.moveActiveCard(1);
    await element.updateComplete;
    // Focus in the inner card is in the outer card too: the outer's active card is school-1.
    expect(element.activeKey).to.equal('school-1');
    await press(inner, 'j');
    expect(inner.activeKey).to.equal('p2');
    expect(element.activeKey).to.equal('school-1');
  });
});
