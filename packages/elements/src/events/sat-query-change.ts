/** The user changed the text of a `<sat-command-palette>`; `query` is the text as typed. */
export type SatQueryChangeEvent = CustomEvent<{ query: string }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-query-change': SatQueryChangeEvent;
  }
}
