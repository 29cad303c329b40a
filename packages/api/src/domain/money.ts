const rupeeFormats = new Map<string, Intl.NumberFormat>();

/** The rupee format of a locale, made once: ₹ with Indian grouping in en-IN and hi-IN alike. */
const rupeeFormat = (locale: string): Intl.NumberFormat => {
  let format = rupeeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' });
    rupeeFormats.set(locale, format);
  }
  return format;
};

/**
 * An amount in rupees as an operator reads it (₹1,23,456.50) in their language's locale
 * (`en-IN`, `hi-IN`); '' for what is no number.
 */
export function formatRupees(amount: string | number, locale = 'en-IN'): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return Number.isFinite(value) ? rupeeFormat(locale).format(value) : '';
}

/** The sum of rupee amounts, added in whole paise so that no float error shows (0.1 + 0.2 = 0.3). */
export const sumRupees = (amounts: readonly number[]): number =>
  amounts.reduce((paise, amount) => paise + Math.round(amount * 100), 0) / 100;
