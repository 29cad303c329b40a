const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** An amount in rupees as an operator reads it (₹1,23,456.50); '' for what is no number. */
export function formatRupees(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return Number.isFinite(value) ? rupeeFormat.format(value) : '';
}

/** The sum of rupee amounts, added in whole paise so that no float error shows (0.1 + 0.2 = 0.3). */
export const sumRupees = (amounts: readonly number[]): number =>
  amounts.reduce((paise, amount) => paise + Math.round(amount * 100), 0) / 100;
