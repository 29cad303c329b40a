/** The texts `<sat-dropdown>` shows itself; a host overrides any of them through `strings`. */
export interface SatDropdownStrings {
  /** Shown when nothing is selected. */
  readonly placeholder: string;
}

export const satDropdownStrings: SatDropdownStrings = {
  placeholder: 'Select an option',
};
