/** The texts `<sat-toast-stack>` shows itself; a host overrides any of them through `strings`. */
export interface SatToastStackStrings {
  /** Accessible label of each toast's close button. */
  readonly close: string;
}

export const satToastStackStrings: SatToastStackStrings = {
  close: 'Close',
};
