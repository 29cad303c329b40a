/** The user pressed Apply Changes in a `<sat-data-table>`: the host reloads with the stored page, size and sort. */
export type SatApplyEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-apply': SatApplyEvent;
  }
}
