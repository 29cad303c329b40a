import type { competitions } from '@satchel/api';
import { messages } from '@satchel/stores';
import { html } from 'lit';
import { formatMoney } from '../../../components/format/numbers.js';

const texts = messages.competitions;

/**
 * A product's card in a competition's grid (spec part 2 §3): its first image (a placeholder when
 * it has none), title, id, price and status.
 */
export const productCard = (product: competitions.CompetitionProduct) => {
  const [image] = product.images;
  return html`
    <feed-card>
      ${
        image
          ? html`<img slot="media" src=${image} alt=${texts.productImage(product.title)} loading="lazy" />`
          : html`<span slot="media" role="img" aria-label=${texts.noImage}></span>`
      }
      <strong>${product.title}</strong>
      <code>${texts.productId(product.id)}</code>
      <span>${formatMoney(product.price)}</span>
      <span class="status ${product.status}">${texts.statuses[product.status]}</span>
    </feed-card>
  `;
};
