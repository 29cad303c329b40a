/** The parts of a postal address; a merchant still onboarding may lack any of them. */
export interface PostalAddress {
  readonly street: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly postalCode: string | null;
}

const joined = (separator: string, parts: readonly (string | null)[]) =>
  parts.filter(Boolean).join(separator);

/** `Pune, Maharashtra 411001`: the town line of an address, missing parts left out. */
export const localityLine = ({ city, state, postalCode }: Omit<PostalAddress, 'street'>): string =>
  joined(', ', [city, joined(' ', [state, postalCode])]);

/** `4 Park Street, Pune, Maharashtra 411001`: an address on one line, missing parts left out. */
export const addressLine = (address: PostalAddress): string =>
  joined(', ', [address.street, localityLine(address)]);
