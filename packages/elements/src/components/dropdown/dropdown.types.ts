/** One choice of a dropdown: the text the user reads and the value the host receives. */
export interface SatDropdownOption {
  label: string;
  value: string;
}

export type SatDropdownSize = 'small' | 'medium';
