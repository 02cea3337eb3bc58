import {
  AsYouType,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';
import {
  cleanPhoneText,
  countryPermitted,
  NATIONAL_MAX,
  NATIONAL_MIN,
  PHONE_MAX_RAW,
  type CountryLists,
  type PhoneCheck,
  type PhoneOutcome,
} from './phone-text';

// The rules that need libphonenumber's metadata (about 37 KB gzip): loaded on demand through
// load-phone-rules.ts, never imported by a component directly.

/**
 * As-you-type formatting. Text starting with '+' is read as international (its own country code);
 * anything else as a national number of `country` (docs/product/accounts.md 'auto' mode).
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

/**
 * What the field shows after the visitor typed `value` (its text was `previous`): the country a
 * leading +code names when it is offered, else `country`; the text formatted for that country, or
 * only cleaned while characters are being deleted, so deleting stays possible.
 */
export function followTyped(
  value: string,
  previous: string,
  country: string,
  offered: readonly { isoCode: string }[],
): { text: string; country: string } {
  const typed = countryOfPhone(value);
  const next = typed && offered.some((c) => c.isoCode === typed) ? typed : country;
  return {
    country: next,
    text: value.length < previous.length ? cleanPhoneText(value) : formatPhoneAsYouType(value, next),
  };
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
  if (length === 'TOO_SHORT' || length === 'TOO_LONG' || length === 'NOT_A_NUMBER' || length === 'INVALID_COUNTRY')
    return none(length);
  const parsed = parsePhoneNumberFromString(clean, defaultCountry);
  if (!parsed) return none('NOT_A_NUMBER');
  if (parsed.nationalNumber.length < NATIONAL_MIN) return none('TOO_SHORT');
  if (parsed.nationalNumber.length > NATIONAL_MAX) return none('TOO_LONG');
  const numberCountry = parsed.country ?? null;
  if (numberCountry && !countryPermitted(numberCountry, lists)) return none('INVALID_COUNTRY');
  if (!parsed.isValid()) return { outcome: 'POSSIBLE', e164: null, country: numberCountry };
  return { outcome: 'VALID', e164: parsed.number, country: numberCountry };
}
