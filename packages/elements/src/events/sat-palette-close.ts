/** A `<sat-command-palette>` closed: Escape, a click outside it, or an item chosen. */
export type SatPaletteCloseEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-palette-close': SatPaletteCloseEvent;
  }
}
