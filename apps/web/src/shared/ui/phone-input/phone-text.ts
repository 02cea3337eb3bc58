import { normalizeDigits } from '@manara/i18n';

// The phone field's rules that need no phone-number metadata (libphonenumber loads on demand).

/** docs/product/accounts.md: the phone input takes at most 25 characters. */
export const PHONE_MAX_LENGTH = 25;
/** docs/product/accounts.md: raw text longer than this is not even parsed. */
export const PHONE_MAX_RAW = 250;
/** docs/product/accounts.md: national number length bounds. */
export const NATIONAL_MIN = 2;
export const NATIONAL_MAX = 17;

/** docs/product/accounts.md outcomes ('POSSIBLE': right length, but no such number in that country), plus EMPTY. */
export type PhoneOutcome =
  'EMPTY' | 'VALID' | 'POSSIBLE' | 'TOO_SHORT' | 'TOO_LONG' | 'NOT_A_NUMBER' | 'INVALID_COUNTRY';

export interface CountryLists {
  /** Only these countries (ISO 3166-1 alpha-2) are offered and accepted, when given. */
  allowed?: readonly string[];
  /** Never offered; a number from one of them is INVALID_COUNTRY. */
  blocked?: readonly string[];
}

export interface PhoneCheck {
  outcome: PhoneOutcome;
  /** +201001234567 for a valid number, else null. */
  e164: string | null;
  country: string | null;
}

/** Whether a country passes the allowed/blocked lists. */
export function countryPermitted(iso2: string, lists: CountryLists = {}): boolean {
  const code = iso2.toUpperCase();
  if (lists.blocked?.some((c) => c.toUpperCase() === code)) return false;
  return !lists.allowed || lists.allowed.some((c) => c.toUpperCase() === code);
}

/**
 * What the visitor typed, as the field keeps it: Arabic-Indic digits made ASCII, only digits,
 * spaces, parentheses, plus and hyphen kept (docs/product/accounts.md), cut to the maximum length.
 */
export function cleanPhoneText(text: string): string {
  return normalizeDigits(text.slice(0, PHONE_MAX_RAW))
    .replace(/[^\d\s()+-]/g, '')
    .slice(0, PHONE_MAX_LENGTH);
}

/** A flag from an ISO 3166-1 alpha-2 code (regional indicator symbols); empty for anything else. */
export function flagOf(iso2: string): string {
  if (!/^[A-Za-z]{2}$/.test(iso2)) return '';
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
