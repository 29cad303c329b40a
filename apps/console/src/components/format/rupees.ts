const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** An amount in rupees as an operator reads it (₹1,23,456.50); '' for what is no number. */
export function formatRupees(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return Number.isFinite(value) ? rupees.format(value) : '';
}
