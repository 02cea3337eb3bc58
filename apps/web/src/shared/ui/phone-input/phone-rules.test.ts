import { describe, expect, it } from 'vitest';
import { checkPhone, countryOfPhone, followTyped, formatPhoneAsYouType } from './phone-rules';
import { cleanPhoneText, countryPermitted, flagOf, PHONE_MAX_LENGTH } from './phone-text';

describe('cleanPhoneText', () => {
  it('turns Arabic-Indic digits into ASCII and drops letters', () => {
    expect(cleanPhoneText('٠١٠٠ ١٢٣ ٤٥٦٧')).toBe('0100 123 4567');
    expect(cleanPhoneText('۰۱۰abc(2)-3+')).toBe('010(2)-3+');
  });
  it('keeps at most the maximum length', () => {
    expect(cleanPhoneText('1'.repeat(40))).toHaveLength(PHONE_MAX_LENGTH);
  });
});

describe('formatPhoneAsYouType', () => {
  it('formats a national Egyptian mobile as it is typed', () => {
    expect(formatPhoneAsYouType('01001234567', 'EG')).toBe('010 01234567');
    expect(formatPhoneAsYouType('٠١٠٠١٢٣٤٥٦٧', 'EG')).toBe('010 01234567');
  });
  it('reads a leading plus as an international number', () => {
    expect(formatPhoneAsYouType('+201001234567', 'SA')).toBe('+20 10 01234567');
  });
});

describe('countryOfPhone', () => {
  it('follows the country code of an international number', () => {
    expect(countryOfPhone('+966 50 123 4567')).toBe('SA');
    expect(countryOfPhone('0100 123 4567')).toBeNull();
  });
});

describe('followTyped', () => {
  const offered = [{ isoCode: 'EG' }, { isoCode: 'SA' }];
  it('follows a typed +code to an offered country and formats for it', () => {
    expect(followTyped('+966501234567', '+96650123456', 'EG', offered)).toEqual({
      country: 'SA',
      text: formatPhoneAsYouType('+966501234567', 'SA'),
    });
  });
  it('keeps the chosen country when the +code names one not offered', () => {
    expect(followTyped('+447400123456', '', 'EG', offered).country).toBe('EG');
  });
  it('only cleans the text while characters are deleted, so deleting a formatting character works', () => {
    expect(followTyped('010 012', '010 0123', 'EG', offered)).toEqual({ country: 'EG', text: '010 012' });
  });
});

describe('checkPhone', () => {
  it('gives E.164 for a valid number, national or international, in either digit set', () => {
    expect(checkPhone('0100 123 4567', 'EG')).toEqual({ outcome: 'VALID', e164: '+201001234567', country: 'EG' });
    expect(checkPhone('٠١٠٠١٢٣٤٥٦٧', 'EG')).toEqual({ outcome: 'VALID', e164: '+201001234567', country: 'EG' });
    expect(checkPhone('+966 50 123 4567', 'EG')).toEqual({ outcome: 'VALID', e164: '+966501234567', country: 'SA' });
  });
  it('names what is wrong otherwise', () => {
    expect(checkPhone('', 'EG').outcome).toBe('EMPTY');
    expect(checkPhone('  ', 'EG').outcome).toBe('EMPTY');
    expect(checkPhone('010', 'EG').outcome).toBe('TOO_SHORT');
    expect(checkPhone('0100123456789012', 'EG').outcome).toBe('TOO_LONG');
    expect(checkPhone('()-', 'EG').outcome).toBe('NOT_A_NUMBER');
    expect(checkPhone('+20 7001234567', 'EG').outcome).toBe('POSSIBLE');
    expect(checkPhone('+999 123456', 'EG').outcome).toBe('INVALID_COUNTRY');
    expect(checkPhone('1'.repeat(251), 'EG').outcome).toBe('TOO_LONG');
  });
  it('refuses numbers of blocked countries or of countries outside the allowed list', () => {
    expect(checkPhone('+966 50 123 4567', 'EG', { blocked: ['sa'] }).outcome).toBe('INVALID_COUNTRY');
    expect(checkPhone('0100 123 4567', 'EG', { allowed: ['SA', 'AE'] }).outcome).toBe('INVALID_COUNTRY');
    expect(checkPhone('0100 123 4567', 'EG', { allowed: ['EG'], blocked: ['SA'] }).outcome).toBe('VALID');
    expect(countryPermitted('eg', { allowed: ['EG'] })).toBe(true);
  });
});

describe('flagOf', () => {
  it('builds a flag from an ISO code', () => {
    expect(flagOf('eg')).toBe('🇪🇬');
    expect(flagOf('E1')).toBe('');
  });
});
