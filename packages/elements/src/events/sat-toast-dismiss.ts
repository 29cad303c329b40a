/** A toast expired or the user closed it; the host should remove the toast with this id. */
export type SatToastDismissEvent = CustomEvent<{ id: string }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-toast-dismiss': SatToastDismissEvent;
  }
}
