export type SatToastVariant = 'success' | 'error' | 'warning' | 'info';

/** One toast; the host owns the array and removes a toast when it is dismissed. */
export interface SatToast {
  id: string;
  variant: SatToastVariant;
  message: string;
}
