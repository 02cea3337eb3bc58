import { normalizeDigits } from '@manara/i18n';
import { AsYouType, parsePhoneNumberFromString, validatePhoneNumberLength, type CountryCode } from 'libphonenumber-js/min';

/** SPEC §5/§9: the phone input takes at most 25 characters. */
export const PHONE_MAX_LENGTH = 25;
/** SPEC §5: raw text longer than this is not even parsed. */
export const PHONE_MAX_RAW = 250;
/** SPEC §5: national number length bounds. */
export const NATIONAL_MIN = 2;
export const NATIONAL_MAX = 17;

/** SPEC §5 outcomes ('POSSIBLE': right length, but no such number in that country), plus EMPTY. */
export type PhoneOutcome = 'EMPTY' | 'VALID' | 'POSSIBLE' | 'TOO_SHORT' | 'TOO_LONG' | 'NOT_A_NUMBER' | 'INVALID_COUNTRY';

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
 * spaces, parentheses, plus and hyphen kept (SPEC §5), cut to the maximum length.
 */
export function cleanPhoneText(text: string): string {
  return normalizeDigits(text.slice(0, PHONE_MAX_RAW))
    .replace(/[^\d\s()+-]/g, '')
    .slice(0, PHONE_MAX_LENGTH);
}

/**
 * As-you-type formatting. Text starting with '+' is read as international (its own country code);
 * anything else as a national number of `country` (SPEC §5 'auto' mode).
 */
export function formatPhoneAsYouType(text: string, country: string): string {
  const clean = cleanPhoneText(text);
  if (!/\d/.test(clean)) return clean;
  return new AsYouType(clean.trim().startsWith('+') ? undefined : (country as CountryCode)).input(clean);
}

/** The country a typed international number belongs to (to follow it in the country picker), else null. */
export function countryOfPhone(text: string): string | null {
  const clean = cleanPhoneText(text).trim();
  if (!clean.startsWith('+')) return null;
  const typer = new AsYouType();
  typer.input(clean);
  return typer.getCountry() ?? null;
}

/** Checks typed text against `country` (used when it has no leading +) and the country lists. */
export function checkPhone(text: string, country: string, lists: CountryLists = {}): PhoneCheck {
  const none = (outcome: PhoneOutcome): PhoneCheck => ({ outcome, e164: null, country: null });
  if (text.length > PHONE_MAX_RAW) return none('TOO_LONG');
  const clean = cleanPhoneText(text).trim();
  if (!clean) return none('EMPTY');
  if (!/\d/.test(clean)) return none('NOT_A_NUMBER');
  const defaultCountry = clean.startsWith('+') ? undefined : (country as CountryCode);
  const length = validatePhoneNumberLength(clean, defaultCountry);
  if (length === 'TOO_SHORT' || length === 'TOO_LONG' || length === 'NOT_A_NUMBER' || length === 'INVALID_COUNTRY') return none(length);
  const parsed = parsePhoneNumberFromString(clean, defaultCountry);
  if (!parsed) return none('NOT_A_NUMBER');
  if (parsed.nationalNumber.length < NATIONAL_MIN) return none('TOO_SHORT');
  if (parsed.nationalNumber.length > NATIONAL_MAX) return none('TOO_LONG');
  const numberCountry = parsed.country ?? null;
  if (numberCountry && !countryPermitted(numberCountry, lists)) return none('INVALID_COUNTRY');
  if (!parsed.isValid()) return { outcome: 'POSSIBLE', e164: null, country: numberCountry };
  return { outcome: 'VALID', e164: parsed.number, country: numberCountry };
}

/** A flag from an ISO 3166-1 alpha-2 code (regional indicator symbols); empty for anything else. */
export function flagOf(iso2: string): string {
  if (!/^[A-Za-z]{2}$/.test(iso2)) return '';
  return String.fromCodePoint(...[...iso2.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
