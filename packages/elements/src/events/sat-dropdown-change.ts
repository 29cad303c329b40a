/** The user picked an option of a `<sat-dropdown>`; `value` is that option's value. */
export class SatDropdownChangeEvent extends CustomEvent<{ value: string }> {
  constructor(detail: { value: string }) {
    super('sat-dropdown-change', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sat-dropdown-change': SatDropdownChangeEvent;
  }
}
