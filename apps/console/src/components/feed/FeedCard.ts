import { css, html, LitElement } from 'lit';

/**
 * `<feed-card>`: the one card of every feed (schools, competitions and their products, sold
 * products). A feed's cards are drawn inside `<sat-infinite-grid>`'s shadow root, where the
 * console's style sheets do not reach, so the card brings its own layout and the content needs
 * no inline styles: the picture in `media`, the title and lines in the default slot (an `h3`, a
 * `p`, a `code`, a `.muted` line, a `.status` pill with `.active`), buttons in `actions`, and
 * what a card opens (a competition's products) in `below`. `media="start"` puts the picture
 * before the text rather than above it.
 */
export class FeedCard extends LitElement {
  static override properties = { media: { reflect: true } };

  /** Where the picture goes: above the text, or before it. */
  media: 'top' | 'start' = 'top';

  static override styles = css`
    :host {
      display: grid;
      gap: var(--sl-spacing-medium);
      height: 100%;
    }

    .main {
      display: grid;
      gap: var(--sl-spacing-x-small);
      align-content: start;
    }

    :host([media='start']) .main {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: var(--sl-spacing-small) var(--sl-spacing-medium);
    }

    .text {
      display: grid;
      gap: var(--sl-spacing-3x-small);
      justify-items: start;
    }

    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: var(--sl-spacing-x-small);
    }

    :host([media='start']) .actions {
      margin-inline-start: auto;
    }

    ::slotted([slot='media']) {
      display: grid;
      place-items: center;
      width: 100%;
      height: 8rem;
      object-fit: contain;
      border-radius: var(--sl-border-radius-medium);
      color: var(--sl-color-neutral-500);
      background: var(--sl-color-neutral-100);
    }

    :host([media='start']) ::slotted([slot='media']) {
      width: 3rem;
      height: 3rem;
    }

    /* A feed a card opens (a competition's products) has narrower cards than the list around it. */
    ::slotted([slot='below']) {
      --sat-infinite-grid-card-min-width: 13rem;
    }

    ::slotted(h3) {
      margin: 0;
      font-size: var(--sl-font-size-medium);
    }

    ::slotted(p) {
      margin: 0;
    }

    ::slotted(code) {
      font-size: var(--sl-font-size-x-small);
      overflow-wrap: anywhere;
    }

    ::slotted(.muted) {
      color: var(--sl-color-neutral-600);
    }

    ::slotted(.status) {
      padding: 0 var(--sl-spacing-x-small);
      border-radius: var(--sl-border-radius-pill);
      font-size: var(--sl-font-size-x-small);
      color: var(--sl-color-neutral-800);
      background: var(--sl-color-neutral-100);
    }

    ::slotted(.status.active) {
      color: var(--sl-color-success-800);
      background: var(--sl-color-success-100);
    }
  `;

  override render() {
    return html`
      <div class="main">
        <slot name="media"></slot>
        <div class="text"><slot></slot></div>
        <div class="actions"><slot name="actions"></slot></div>
      </div>
      <slot name="below"></slot>
    `;
  }
}

if (!customElements.get('feed-card')) customElements.define('feed-card', FeedCard);

declare global {
  interface HTMLElementTagNameMap {
    'feed-card': FeedCard;
  }
}
