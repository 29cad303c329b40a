/** An Indian phone number with its country code; nothing when there is none. */
export const withCountryCode = (phone: unknown): string =>
  typeof phone === 'string' && phone !== '' ? `+91 ${phone}` : '';
