import { normalizeDigits } from '@manara/i18n';
import {
  parsePhoneNumberWithError,
  ParseError,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/max';

export type PhoneCheck =
  | { ok: true; e164: string; country: string | undefined }
  | { ok: false; reason: 'NOT_A_NUMBER' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_COUNTRY' | 'INVALID' };

/** docs/product/accounts.md national number length bounds. */
const MIN_NATIONAL = 2;
const MAX_NATIONAL = 17;

/**
 * The server's check of a phone typed by a user: Arabic-Indic digits normalised, numbers without
 * a leading + read in `country`, and only numbers valid for their country (full metadata) pass.
 * The web's phone input gives the same answers as the user types; this is the one that counts.
 */
export function parsePhone(raw: string, country?: string): PhoneCheck {
  const text = normalizeDigits(raw).trim();
  if (!/^[\d\s()+.-]*$/.test(text) || !/\d/.test(text)) return { ok: false, reason: 'NOT_A_NUMBER' };
  const defaultCountry = country as CountryCode | undefined;
  try {
    const phone = parsePhoneNumberWithError(text, { defaultCountry, extract: false });
    if (phone.nationalNumber.length < MIN_NATIONAL) return { ok: false, reason: 'TOO_SHORT' };
    if (phone.nationalNumber.length > MAX_NATIONAL) return { ok: false, reason: 'TOO_LONG' };
    if (!phone.isValid()) {
      const length = validatePhoneNumberLength(text, defaultCountry);
      return { ok: false, reason: length === 'TOO_SHORT' || length === 'TOO_LONG' ? length : 'INVALID' };
    }
    return { ok: true, e164: phone.number, country: phone.country };
  } catch (error) {
    if (
      error instanceof ParseError &&
      ['NOT_A_NUMBER', 'TOO_SHORT', 'TOO_LONG', 'INVALID_COUNTRY'].includes(error.message)
    ) {
      return { ok: false, reason: error.message as 'NOT_A_NUMBER' };
    }
    return { ok: false, reason: 'INVALID' };
  }
}
