import { aTimeout, expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { SatInfiniteGrid as SatInfiniteGridReact } from '../../react/infinite-grid.js';
import { focusedIn } from '../../testing/focus.js';
import { schoolGrid } from '../../testing/school-grid.js';
import '../../testing/light-theme.js';
import { sampleSchools, schoolCard, schoolNameOf } from '../../testing/school-cards-sample.js';
import type { SatInfiniteGrid } from './infinite-grid.js';
import './infinite-grid.js';

/** A grid in a short scrolling box, its cards tall enough that the sentinel starts out of view. */
async function gridInBox(overrides: Partial<SatInfiniteGrid> = {}) {
  const box = await fixture<HTMLDivElement>(html`
    <div style="height: 10rem; overflow: auto; width: 20rem">
      <sat-infinite-grid
        label="Schools"
        style="--sat-infinite-grid-card-min-width: 100%"
        .items=${sampleSchools(4)}
        .renderItem=${schoolCard}
        has-more
      ></sat-infinite-grid>
    </div>
  `);
  const element = box.querySelector('sat-infinite-grid')!;
  Object.assign(element, overrides);
  await element.updateComplete;
  return { box, element };
}

const $ = <E extends Element = HTMLElement>(element: SatInfiniteGrid, selector: string) =>
  element.shadowRoot!.querySelector<E>(selector);
const cards = (element: SatInfiniteGrid) => [
  ...element.shadowRoot!.querySelectorAll<HTMLElement>('[part=feed] > article'),
];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const loadMoreButton = (element: SatInfiniteGrid) => $(element, '[part=load-more-button]');

/** The `sat-load-more` events the grid fires from now on. */
function requests(element: SatInfiniteGrid): Event[] {
  const events: Event[] = [];
  element.addEventListener('sat-load-more', (event) => events.push(event));
  return events;
}

/** Long enough for the intersection observer to have reported what it sees. */
async function settle(): Promise<void> {
  await nextFrame();
  await nextFrame();
  await aTimeout(50);
}

/** Plays a host that, when asked, hands over its last `count` items at once. */
function answerWithLast(element: SatInfiniteGrid, count: number): void {
  element.addEventListener('sat-load-more', () => {
    element.items = [...element.items, ...sampleSchools(count, element.items.length)];
    element.hasMore = false;
  });
}

/** Presses a key with Control held. */
async function pressWithControl(key: string): Promise<void> {
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Control' });
}

describe('<sat-infinite-grid>', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));

  describe('feed', () => {
    it('is a labelled feed of focusable articles, each numbered, named and drawn by the host', async () => {
      const element = await schoolGrid({ total: 25, hasMore: true });
      const feed = $(element, '[part=feed]')!;
      expect(feed.getAttribute('role')).to.equal('feed');
      expect(feed.getAttribute('aria-label')).to.equal('Schools');
      expect(feed.getAttribute('aria-busy')).to.equal('false');
      const articles = cards(element);
      expect(articles.map((card) => card.localName)).to.deep.equal([
        'article',
        'article',
        'article',
      ]);
      expect(articles.map((card) => card.tabIndex)).to.deep.equal([0, 0, 0]);
      expect(articles.map((card) => card.getAttribute('aria-posinset'))).to.deep.equal([
        '1',
        '2',
        '3',
      ]);
      expect(articles.map((card) => card.getAttribute('aria-setsize'))).to.deep.equal([
        '25',
        '25',
        '25',
      ]);
      expect(articles[0]!.getAttribute('aria-label')).to.equal('Pune Public School 1');
      expect(text(articles[0]!.querySelector('h3'))).to.equal('Pune Public School 1');
    });

    it('sets aria-setsize -1 while the total is unknown, and the count once there is no more', async () => {
      const element = await schoolGrid({ hasMore: true });
      expect(cards(element)[0]!.getAttribute('aria-setsize')).to.equal('-1');
      element.hasMore = false;
      await element.updateComplete;
      expect(cards(element)[2]!.getAttribute('aria-setsize')).to.equal('3');
    });

    it("shows an item's key when the host draws nothing, and keys the cards by itemKey", async () => {
      const element = await schoolGrid({
        renderItem: undefined,
        itemLabel: undefined,
        itemKey: 'code',
        items: [{ code: 'A1' }, { code: 'B2' }],
      });
      expect(cards(element).map(text)).to.deep.equal(['A1', 'B2']);
      expect(cards(element)[0]!.hasAttribute('aria-label')).to.equal(false);
    });

    it('keeps the cards it has when items are appended, so focus stays', async () => {
      const element = await schoolGrid({ hasMore: true });
      const [first] = cards(element);
      first!.focus();
      element.items = [...element.items, ...sampleSchools(3, 3)];
      await element.updateComplete;
      expect(cards(element).length).to.equal(6);
      expect(cards(element)[0]).to.equal(first);
      expect(focusedIn(element)).to.equal(first);
      expect(cards(element)[5]!.getAttribute('aria-posinset')).to.equal('6');
    });
  });

  describe('loading', () => {
    it('is busy and shows a spinner with Loading… while loading', async () => {
      const element = await schoolGrid({ loading: true, hasMore: true });
      expect($(element, '[part=feed]')!.getAttribute('aria-busy')).to.equal('true');
      const status = $(element, '[part=status]')!;
      expect(status.getAttribute('role')).to.equal('status');
      expect(status.querySelector('sl-spinner')).to.not.equal(null);
      expect(text(status)).to.equal('Loading…');
    });

    it('shows Loading… instead of the empty state while the first items load', async () => {
      const element = await schoolGrid({ items: [], loading: true });
      expect(text($(element, '[part=status]'))).to.equal('Loading…');
      expect($(element, '[part=empty]')).to.equal(null);
    });

    it('shows the first Loading… where the cards will be, so their arrival pushes nothing down', async () => {
      const element = await schoolGrid({ items: [], loading: true, hasMore: true });
      const firstStatus = $(element, '[part=footer]')!;
      const { top } = firstStatus.getBoundingClientRect();
      expect(top).to.be.at.most($(element, '[part=feed]')!.getBoundingClientRect().top);

      Object.assign(element, { items: sampleSchools(6), loading: false });
      await element.updateComplete;
      // The status under the cards is a new one: the first never moved, it went with the loading.
      expect(firstStatus.isConnected).to.equal(false);
      const feed = $(element, '[part=feed]')!.getBoundingClientRect();
      expect(feed.top).to.be.at.most(top);
      expect($(element, '[part=footer]')!.getBoundingClientRect().top).to.be.at.least(feed.bottom);
    });
  });

  describe('loading more', () => {
    it('asks for more once when the sentinel is in view', async () => {
      const element = await fixture<SatInfiniteGrid>(
        html`<sat-infinite-grid .items=${sampleSchools(2)}></sat-infinite-grid>`,
      );
      const asked = oneEvent(element, 'sat-load-more');
      element.hasMore = true;
      const event = await asked;
      expect(event.detail).to.deep.equal({});
      expect(event.bubbles).to.equal(true);
      expect(event.composed).to.equal(true);
    });

    it('asks nothing while the sentinel is out of view, and asks when it scrolls into view', async () => {
      const { box, element } = await gridInBox();
      const asked = requests(element);
      await settle();
      expect(asked.length).to.equal(0);
      box.scrollTop = box.scrollHeight;
      await waitUntil(() => asked.length === 1, 'no sat-load-more after scrolling to the end');
    });

    it('asks no more while loading, nor before the host answers', async () => {
      const { box, element } = await gridInBox();
      const asked = requests(element);
      box.scrollTop = box.scrollHeight;
      await waitUntil(() => asked.length === 1);
      // The host has not answered: out of view and back in asks nothing.
      box.scrollTop = 0;
      await settle();
      box.scrollTop = box.scrollHeight;
      await settle();
      expect(asked.length).to.equal(1);
      // Now it loads: still nothing, whatever the sentinel does.
      element.loading = true;
      await element.updateComplete;
      box.scrollTop = 0;
      await settle();
      box.scrollTop = box.scrollHeight;
      await settle();
      loadMoreButton(element)!.click();
      await settle();
      expect(asked.length).to.equal(1);
    });

    it('asks again when the new items leave the sentinel in view', async () => {
      const element = await schoolGrid({ items: sampleSchools(1) });
      let asked = 0;
      element.addEventListener('sat-load-more', () => {
        asked += 1;
        element.loading = true;
        // The host answers a moment later with one more school, not enough to fill the page.
        setTimeout(() => {
          element.items = [...element.items, ...sampleSchools(1, element.items.length)];
          element.loading = false;
          element.hasMore = element.items.length < 3;
        }, 10);
      });
      element.hasMore = true;
      await waitUntil(() => !element.hasMore, 'the grid stopped asking before the end');
      await settle();
      expect(asked).to.equal(2);
      expect(cards(element).length).to.equal(3);
    });

    it('does not ask again after an answer without items (a failed load), but Load more does', async () => {
      const element = await schoolGrid({ items: [] });
      const asked = requests(element);
      element.addEventListener('sat-load-more', () => {
        element.loading = true;
        setTimeout(() => {
          element.loading = false;
          element.items = [];
        }, 10);
      });
      element.hasMore = true;
      await waitUntil(() => asked.length === 1);
      await aTimeout(30);
      await settle();
      expect(asked.length).to.equal(1);
      loadMoreButton(element)!.click();
      expect(asked.length).to.equal(2);
    });

    it('loads before the end is reached by rootMargin', async () => {
      const page = await fixture<HTMLDivElement>(html`
        <div>
          <div style="height: calc(100vh + 100px)"></div>
          <sat-infinite-grid></sat-infinite-grid>
        </div>
      `);
      const element = page.querySelector('sat-infinite-grid')!;
      const asked = requests(element);
      element.hasMore = true;
      await element.updateComplete;
      await settle();
      expect(asked.length).to.equal(0);
      element.rootMargin = '0px 0px 300px 0px';
      await waitUntil(() => asked.length === 1, 'no sat-load-more with the larger margin');
    });

    it('observes again when it is put back on the page', async () => {
      const element = await schoolGrid();
      const parent = element.parentElement!;
      element.remove();
      element.hasMore = true;
      const asked = requests(element);
      await settle();
      expect(asked.length).to.equal(0);
      parent.append(element);
      await waitUntil(() => asked.length === 1, 'no sat-load-more after coming back');
    });
  });

  describe('end and empty states', () => {
    it('shows the end under the last card, with no sentinel, no Load more and no request', async () => {
      const element = await schoolGrid();
      const asked = requests(element);
      await settle();
      expect(asked.length).to.equal(0);
      expect($(element, '.sentinel')).to.equal(null);
      expect(loadMoreButton(element)).to.equal(null);
      expect(text($(element, '[part=status]'))).to.equal('No more results');
    });

    it('stops observing when hasMore turns false', async () => {
      const { box, element } = await gridInBox();
      const asked = requests(element);
      element.hasMore = false;
      await element.updateComplete;
      box.scrollTop = box.scrollHeight;
      await settle();
      expect(asked.length).to.equal(0);
    });

    it('shows "No results found" with no items and no more to load', async () => {
      const element = await schoolGrid({ items: [] });
      expect($(element, '[part=feed]')).to.equal(null);
      expect(text($(element, '[part=status]'))).to.equal('No results found');
      expect($(element, '[part=end]')).to.equal(null);
    });

    it('takes the empty and end texts from strings, or slots', async () => {
      const element = await schoolGrid({ items: [], strings: { empty: 'No schools yet' } });
      expect(text($(element, '[part=empty]'))).to.equal('No schools yet');
      const slotted = await fixture<SatInfiniteGrid>(html`
        <sat-infinite-grid .items=${sampleSchools(1)}><p slot="end">That is every school.</p></sat-infinite-grid>
      `);
      const slot = $<HTMLSlotElement>(slotted, 'slot[name=end]')!;
      expect(slot.assignedElements().map(text)).to.deep.equal(['That is every school.']);
    });
  });

  describe('Load more', () => {
    it('is shown while there is more, in the words the host gives', async () => {
      const element = await schoolGrid({
        hasMore: true,
        strings: { loadMore: 'Load More Products' },
      });
      expect(text(loadMoreButton(element))).to.equal('Load More Products');
    });

    it('asks for more with Enter and moves focus to the first new card when it arrives', async () => {
      const { element } = await gridInBox();
      answerWithLast(element, 2);
      const asked = requests(element);
      // Without scrolling: the sentinel stays out of view, so only the key asks.
      loadMoreButton(element)!.focus({ preventScroll: true });
      await sendKeys({ press: 'Enter' });
      expect(asked.length).to.equal(1);
      await element.updateComplete;
      expect(focusedIn(element)).to.equal(cards(element)[4]);
    });

    it('asks for more with Space, and waits while the host loads', async () => {
      const { element } = await gridInBox();
      const asked = requests(element);
      element.addEventListener('sat-load-more', () => {
        element.loading = true;
      });
      loadMoreButton(element)!.focus({ preventScroll: true });
      await sendKeys({ press: 'Space' });
      expect(asked.length).to.equal(1);
      await element.updateComplete;
      // Still on the button while loading, and pressing it again asks nothing.
      expect(focusedIn(element)).to.equal(loadMoreButton(element));
      await sendKeys({ press: 'Space' });
      expect(asked.length).to.equal(1);
      element.items = [...element.items, ...sampleSchools(2, 4)];
      element.loading = false;
      await element.updateComplete;
      expect(focusedIn(element)).to.equal(cards(element)[4]);
    });

    it('leaves focus alone when the user has moved on before the items arrive', async () => {
      const page = await fixture<HTMLDivElement>(html`
        <div><input aria-label="Search" /><sat-infinite-grid has-more .items=${sampleSchools(2)}></sat-infinite-grid></div>
      `);
      const element = page.querySelector('sat-infinite-grid')!;
      await element.updateComplete;
      element.addEventListener('sat-load-more', () => {
        element.loading = true;
      });
      loadMoreButton(element)!.click();
      page.querySelector('input')!.focus();
      element.items = [...element.items, ...sampleSchools(2, 2)];
      element.loading = false;
      await element.updateComplete;
      expect(document.activeElement).to.equal(page.querySelector('input'));
    });
  });

  describe('keyboard', () => {
    it('moves focus between cards with Page Down and Page Up, also from inside a card', async () => {
      const element = await schoolGrid({ items: sampleSchools(4) });
      const articles = cards(element);
      articles[0]!.focus();
      await sendKeys({ press: 'PageDown' });
      expect(focusedIn(element)).to.equal(articles[1]);
      await sendKeys({ press: 'PageDown' });
      expect(focusedIn(element)).to.equal(articles[2]);
      await sendKeys({ press: 'PageUp' });
      expect(focusedIn(element)).to.equal(articles[1]);
      // From the Edit button of the second card.
      articles[1]!.querySelector('sl-button')!.focus();
      await sendKeys({ press: 'PageDown' });
      expect(focusedIn(element)).to.equal(articles[2]);
      // The ends stay where they are.
      articles[0]!.focus();
      await sendKeys({ press: 'PageUp' });
      expect(focusedIn(element)).to.equal(articles[0]);
      articles[3]!.focus();
      await sendKeys({ press: 'PageDown' });
      expect(focusedIn(element)).to.equal(articles[3]);
    });

    it('asks for more with Page Down on the last card and moves to the first new one', async () => {
      const { element } = await gridInBox();
      answerWithLast(element, 3);
      const asked = requests(element);
      cards(element)[3]!.focus({ preventScroll: true });
      await sendKeys({ press: 'PageDown' });
      expect(asked.length).to.equal(1);
      await element.updateComplete;
      expect(focusedIn(element)).to.equal(cards(element)[4]);
    });

    it('moves to Load more with Ctrl+End, and past the grid at the end', async () => {
      const page = await fixture<HTMLDivElement>(html`
        <div>
          <button id="before">Before</button>
          <sat-infinite-grid has-more .items=${sampleSchools(3)}></sat-infinite-grid>
          <button id="disabled" disabled>Disabled</button>
          <button id="after">After</button>
        </div>
      `);
      const element = page.querySelector('sat-infinite-grid')!;
      await element.updateComplete;
      cards(element)[0]!.focus();
      await pressWithControl('End');
      expect(focusedIn(element)).to.equal(loadMoreButton(element));
      element.hasMore = false;
      await element.updateComplete;
      cards(element)[1]!.focus();
      await pressWithControl('End');
      expect(document.activeElement!.id).to.equal('after');
    });

    it('moves before the grid with Ctrl+Home', async () => {
      const page = await fixture<HTMLDivElement>(html`
        <div>
          <button id="before">Before</button>
          <span tabindex="-1">Not a tab stop</span>
          <sat-infinite-grid .items=${sampleSchools(3)}></sat-infinite-grid>
        </div>
      `);
      const element = page.querySelector('sat-infinite-grid')!;
      await element.updateComplete;
      cards(element)[2]!.focus();
      await pressWithControl('Home');
      expect(document.activeElement!.id).to.equal('before');
    });
  });

  describe('accessibility', () => {
    it('passes axe with cards and more to load', async () => {
      const element = await schoolGrid({ hasMore: true, total: 12 });
      await expect(element).to.be.accessible();
    });

    it('passes axe while loading', async () => {
      const element = await schoolGrid({ hasMore: true, loading: true });
      await expect(element).to.be.accessible();
    });

    it('passes axe at the end', async () => {
      const element = await schoolGrid();
      await expect(element).to.be.accessible();
    });

    it('passes axe while the first items load', async () => {
      const element = await schoolGrid({ items: [], loading: true });
      await expect(element).to.be.accessible();
    });

    it('passes axe when empty', async () => {
      const element = await schoolGrid({ items: [] });
      await expect(element).to.be.accessible();
    });
  });

  describe('React wrapper', () => {
    it('renders the cards from props and calls onSatLoadMore', async () => {
      const container = await fixture<HTMLDivElement>(html`<div></div>`);
      const root = createRoot(container);
      let asked = 0;
      root.render(
        createElement(SatInfiniteGridReact, {
          label: 'Schools',
          items: sampleSchools(2),
          renderItem: schoolCard,
          itemLabel: schoolNameOf,
          hasMore: true,
          onSatLoadMore: () => {
            asked += 1;
          },
        }),
      );
      try {
        await waitUntil(() => asked === 1, 'onSatLoadMore was not called');
        const element = container.querySelector('sat-infinite-grid')!;
        expect(element.label).to.equal('Schools');
        expect(cards(element).map((card) => card.getAttribute('aria-label'))).to.deep.equal([
          'Pune Public School 1',
          'Jaipur Vidyalaya 2',
        ]);
      } finally {
        root.unmount();
      }
    });
  });
});
