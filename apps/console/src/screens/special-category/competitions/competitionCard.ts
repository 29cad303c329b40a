import type { competitions as competitionsContract } from '@satchel/api';
import { satIconShape } from '@satchel/elements/icons';
import { competitions, elementTexts, type FeedState, history, messages } from '@satchel/stores';
import { html, nothing } from 'lit';
import { feedGridState } from '../../../components/feed/FeedGrid.js';
import { imageUrl } from '../../../components/format/file-url.js';
import { productCard } from './productCard.js';

type Competition = competitionsContract.Competition;
type Product = competitionsContract.CompetitionProduct;

const texts = messages.competitions;
const productStrings = {
  ...elementTexts.infiniteGrid,
  loadMore: texts.loadMoreProducts,
  loading: texts.loading,
  empty: texts.noProducts,
  end: texts.allProducts,
};
/**
 * What stands in for a logo that is missing or cannot load (spec part 2 §9): the icon set's
 * picture, small and grey in the middle of the logo's square (as the school cards' fallback).
 */
const FALLBACK_LOGO = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-8 -8 40 40" fill="none" stroke="#71717a" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">${satIconShape('image')}</svg>`,
)}`;

const useFallback = (event: Event) => {
  const image = event.currentTarget as HTMLImageElement;
  if (image.getAttribute('src') !== FALLBACK_LOGO) image.src = FALLBACK_LOGO;
};

/**
 * An expanded competition's products, 10 at a time, with Load More Products (spec part 2 §2).
 * Its asks and keys stay its own: the competitions' grid around it must not take them as its.
 */
const products = (competition: Competition, id: string, feed: FeedState<Product, string>) => {
  const grid = feedGridState(feed);
  return html`
    <sat-infinite-grid
      slot="below"
      id=${id}
      label=${texts.products(competition.name)}
      .items=${grid.items}
      .loading=${grid.loading}
      .hasMore=${grid.hasMore}
      .total=${grid.total}
      .threshold=${competitions.COMPETITIONS_SCROLL_THRESHOLD}
      .strings=${productStrings}
      .renderItem=${(item: object) => productCard(item as Product)}
      .itemLabel=${(item: object) => (item as Product).title}
      @sat-load-more=${(event: Event) => {
        event.stopPropagation();
        void competitions.competitionProducts.loadMore(competition.id);
      }}
      @keydown=${(event: KeyboardEvent) => {
        if (event.defaultPrevented) event.stopPropagation();
      }}
    ></sat-infinite-grid>
  `;
};

/** The actions that change a competition: add product, remove product, edit, the disabled delete. */
const changes = (competition: Competition) => html`
  <sl-button
    slot="actions"
    size="small"
    @click=${() => competitions.openProductAssociation('associate', competition)}
    >${texts.addProduct}</sl-button
  >
  <sl-button
    slot="actions"
    size="small"
    @click=${() => competitions.openProductAssociation('dissociate', competition)}
    >${texts.removeProduct}</sl-button
  >
  <sl-button slot="actions" size="small" @click=${() => competitions.openEditCompetition(competition)}
    >${texts.edit}</sl-button
  >
  <!-- Deleting a competition is not offered (spec part 2 §4). -->
  <sl-button slot="actions" size="small" variant="danger" outline disabled>${texts.delete}</sl-button>
`;

/**
 * One competition of the list (spec part 2 §2): logo, name and status, its actions (those that
 * change it for a role that may, show products, and History for a role that may read it: issue
 * #30), and its products while expanded. Show products is the card's main action
 * (`data-primary`): Enter on the card shows (or hides) them.
 */
export const competitionCard =
  (
    expanded: Readonly<Record<string, FeedState<Product, string>>>,
    mayChange: boolean,
    withHistory: boolean,
  ) =>
  (competition: Competition) => {
    const productsId = `competition-products-${competition.id}`;
    const shown = expanded[competition.id];
    return html`
      <feed-card media="start">
        <img
          slot="media"
          src=${competition.logo === '' ? FALLBACK_LOGO : imageUrl(competition.logo)}
          alt=${texts.logoOf(competition.name)}
          loading="lazy"
          @error=${useFallback}
        />
        <strong>${competition.name}</strong>
        <span class="status ${competition.status}">${texts.statuses[competition.status]}</span>
        ${mayChange ? changes(competition) : nothing}
        <sl-button
          slot="actions"
          size="small"
          variant=${shown ? 'default' : 'primary'}
          data-primary
          aria-expanded=${shown ? 'true' : 'false'}
          aria-controls=${shown ? productsId : nothing}
          @click=${() => void competitions.competitionProducts.toggle(competition.id)}
          >${shown ? texts.hideProducts : texts.showProducts}</sl-button
        >
        ${
          withHistory
            ? html`<sl-button
                slot="actions"
                size="small"
                @click=${() =>
                  history.openHistory({
                    kind: 'competitions',
                    id: competition.id,
                    title: competition.name,
                  })}
                >${messages.history.open}</sl-button
              >`
            : nothing
        }
        ${shown ? products(competition, productsId, shown) : nothing}
      </feed-card>
    `;
  };
