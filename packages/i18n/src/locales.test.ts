import { describe, expect, it } from 'vitest';
import { directionOf, localeFromAcceptLanguage, regionTag } from './locales';

describe('locales', () => {
  it('gives Arabic right-to-left and English left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(regionTag('ar')).toBe('Eg-ar');
  });
  it('picks the best supported language from Accept-Language by quality', () => {
    expect(localeFromAcceptLanguage('fr-FR,en;q=0.8,ar;q=0.9')).toBe('ar');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('fr,de')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
