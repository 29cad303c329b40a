/**
 * Indian phones are kept as their 10 national digits and shown as `+91 98765 43210`. A search or
 * filter takes a phone, or a part of one, in the form it is shown or dialled: spaces, dashes,
 * dots and brackets are dropped, and so is the country code (`+91`, `0091`, or the `91` / `0`
 * before a whole 10-digit number). Text that is not a phone (a name, an email) comes back as
 * it was typed, trimmed.
 */
export function phoneSearchText(text: string): string {
  const trimmed = text.trim();
  const compact = trimmed.replace(/[\s\-.()]/g, '');
  if (!/^\+?\d+$/.test(compact)) return trimmed;
  const digits = compact.replace(/^(\+91|0091)/, '');
  if (/^91\d{10}$/.test(digits)) return digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return digits.replace(/^\+/, '');
}
