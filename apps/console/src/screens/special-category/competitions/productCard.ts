import { type competitions, formatRupees } from '@satchel/api';
import { messages } from '@satchel/stores';
import { html } from 'lit';

const texts = messages.competitions;

// The card is drawn inside the grid's shadow root, where the console's style sheets do not
// reach: its layout travels with it.
const cardStyle = 'display: grid; gap: 0.25rem; justify-items: start';
const imageStyle =
  'width: 100%; height: 8rem; object-fit: contain; border-radius: 0.25rem; background: var(--sl-color-neutral-100)';
const idStyle = 'font-size: var(--sl-font-size-x-small); overflow-wrap: anywhere';
/** The same pill as the competition's status (CompetitionTab.css), in its dark-on-light colours. */
const statusStyle = (status: competitions.CompetitionStatus) => {
  // Colour names written whole: the build checks each one the console uses against the theme.
  const [color, background] =
    status === 'active'
      ? ['var(--sl-color-success-800)', 'var(--sl-color-success-100)']
      : ['var(--sl-color-neutral-800)', 'var(--sl-color-neutral-100)'];
  return `padding: 0 0.5rem; border-radius: 1rem; font-size: var(--sl-font-size-x-small); color: ${color}; background: ${background}`;
};

/**
 * A product's card in a competition's grid (spec part 2 §3): its first image (a placeholder when
 * it has none), title, id, price and status. A Lit template: `<sat-infinite-grid>` draws it.
 */
export const productCard = (product: competitions.CompetitionProduct) => {
  const [image] = product.images;
  return html`
    <div style=${cardStyle}>
      ${
        image
          ? html`<img style=${imageStyle} src=${image} alt=${texts.productImage(product.title)} loading="lazy" />`
          : html`<span style=${imageStyle} role="img" aria-label=${texts.noImage}></span>`
      }
      <strong>${product.title}</strong>
      <code style=${idStyle}>${texts.productId(product.id)}</code>
      <span>${formatRupees(product.price)}</span>
      <span style=${statusStyle(product.status)}>${texts.statuses[product.status]}</span>
    </div>
  `;
};
