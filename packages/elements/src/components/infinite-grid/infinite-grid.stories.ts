import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { sampleSchools, schoolCard, schoolNameOf } from '../../testing/school-cards-sample.js';
import type { SatInfiniteGrid } from './infinite-grid.js';
import './infinite-grid.js';

type Args = Pick<
  SatInfiniteGrid,
  'items' | 'hasMore' | 'loading' | 'total' | 'threshold' | 'rootMargin' | 'label' | 'strings'
>;

/** The spec's page size for schools, sold products and competition products (part 2 §9). */
const pageSize = 10;
const schoolCount = 45;

/** The story plays the host: it loads the next page a moment after the grid asks. */
function loadNextPage(event: Event): void {
  const grid = event.currentTarget as SatInfiniteGrid;
  grid.loading = true;
  setTimeout(() => {
    const next = Math.min(pageSize, schoolCount - grid.items.length);
    grid.items = [...grid.items, ...sampleSchools(next, grid.items.length)];
    grid.loading = false;
    grid.hasMore = grid.items.length < schoolCount;
  }, 600);
}

const meta: Meta<Args> = {
  title: 'Elements/Infinite grid',
  component: 'sat-infinite-grid',
  argTypes: {
    threshold: { control: { type: 'range', min: 0, max: 1, step: 0.1 } },
  },
  args: {
    items: sampleSchools(pageSize),
    hasMore: true,
    loading: false,
    total: schoolCount,
    threshold: 0,
    rootMargin: '0px',
    label: 'Schools',
    // Only the texts set here change; the others keep their defaults.
    strings: {},
  },
  render: (args) => html`
    <sat-infinite-grid
      .items=${args.items}
      .renderItem=${schoolCard}
      .itemLabel=${schoolNameOf}
      .hasMore=${args.hasMore}
      .loading=${args.loading}
      .total=${args.total}
      .threshold=${args.threshold}
      root-margin=${args.rootMargin}
      label=${args.label}
      .strings=${args.strings}
      @sat-load-more=${loadNextPage}
    ></sat-infinite-grid>
  `,
};

export default meta;

type Story = StoryObj<Args>;

/** Scroll down (or press Load more): ten more schools come each time, 45 in all. */
export const Default: Story = {};

/** The first page is on its way: the feed is busy and Loading… shows. */
export const Loading: Story = { args: { items: [], loading: true } };

/** More are on their way under the cards already shown. */
export const LoadingMore: Story = { args: { loading: true } };

export const Empty: Story = { args: { items: [], hasMore: false, total: 0 } };

/** Every item is shown: the end text replaces the sentinel and Load more. */
export const End: Story = {
  args: { items: sampleSchools(7), hasMore: false, total: 7 },
};

/** The host's own words in the end slot. */
export const EndSlot: Story = {
  args: { items: sampleSchools(4), hasMore: false, total: 4 },
  render: (args) => html`
    <sat-infinite-grid .items=${args.items} .renderItem=${schoolCard} .itemLabel=${schoolNameOf} label=${args.label}>
      <span slot="end">That is every school in Pune.</span>
    </sat-infinite-grid>
  `,
};

export const ManyCards: Story = {
  args: { items: sampleSchools(40), total: schoolCount },
};

/** A competition's products: threshold 0.1 (spec part 2 §9) and its own words on the button. */
export const CompetitionProducts: Story = {
  args: { label: 'Products', threshold: 0.1, strings: { loadMore: 'Load More Products' } },
};

/**
 * By keyboard: focus a card (Tab), then j and k move to the next and previous card (j on the last
 * asks for more) and Enter presses the card's Edit, its main action (`data-primary`).
 */
export const Keyboard: Story = {
  render: (args) => html`
    <p id="keyboard-story-log" role="status">Press j, k and Enter on a card.</p>
    <sat-infinite-grid
      .items=${args.items}
      .renderItem=${schoolCard}
      .itemLabel=${schoolNameOf}
      .hasMore=${args.hasMore}
      .total=${args.total}
      label=${args.label}
      @sat-load-more=${loadNextPage}
      @click=${(event: Event) => {
        const edit = event
          .composedPath()
          .find((target) => (target as Element).localName === 'sl-button');
        const card = event
          .composedPath()
          .find((target) => (target as Element).localName === 'article');
        if (edit && card) {
          document.getElementById('keyboard-story-log')!.textContent =
            `Edit ${(card as HTMLElement).getAttribute('aria-label')}`;
        }
      }}
    ></sat-infinite-grid>
  `,
};

/** A narrow box: one column of cards that wrap long names. */
export const Narrow: Story = {
  decorators: [(story) => html`<div style="max-width: 18rem">${story()}</div>`],
};
