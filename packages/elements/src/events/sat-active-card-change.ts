/**
 * The active card of a `<sat-infinite-grid>` moved (j, k, or focus into a card); `key` is its
 * item's key. The active card is the one Enter opens.
 */
export type SatActiveCardChangeEvent = CustomEvent<{ key: string }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-active-card-change': SatActiveCardChangeEvent;
  }
}
