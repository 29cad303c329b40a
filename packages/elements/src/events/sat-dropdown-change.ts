/** The user picked an option of a `<sat-dropdown>`; `value` is that option's value. */
export type SatDropdownChangeEvent = CustomEvent<{ value: string }>;

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-dropdown-change': SatDropdownChangeEvent;
  }
}
