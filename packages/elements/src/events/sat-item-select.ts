/** The user chose an item of a `<sat-command-palette>` (Enter or a click); `id` is the item's. */
export type SatItemSelectEvent = CustomEvent<{ id: string }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-item-select': SatItemSelectEvent;
  }
}
