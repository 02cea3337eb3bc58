import { normalizeDigits } from '@manara/i18n';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A mobile wallet number as typed (Vodafone Cash, Orange, Etisalat, WE Pay…): Egyptian mobiles
 * only, with or without +20, Arabic-Indic digits accepted. The number in E.164, or null.
 */
export function parseWalletNumber(raw: string): string | null {
  const text = normalizeDigits(raw).trim();
  if (!/^[\d\s()+.-]+$/.test(text)) return null;
  const phone = parsePhoneNumberFromString(text, 'EG');
  if (!phone || phone.country !== 'EG' || !phone.isValid() || phone.getType() !== 'MOBILE') return null;
  return phone.number;
}

/** The national form Paymob's wallet page and the learner expect (01xxxxxxxxx). */
export const nationalWalletNumber = (e164: string) => `0${e164.replace(/^\+20/, '')}`;
