/**
 * Where a visitor's address is (docs/product/accounts.md, phone input): an IP-to-country service
 * when one is configured. Answers an ISO 3166 alpha-2 code, or null when the address is unknown,
 * private, or the service fails (the phone field then starts from Egypt).
 */
export interface CountryLookup {
  countryOf(address: string): Promise<string | null>;
}
