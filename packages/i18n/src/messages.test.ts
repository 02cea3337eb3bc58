import { describe, expect, it } from 'vitest';
import { translate } from './messages';

describe('translate', () => {
  it('replaces simple parameters as written', () => {
    expect(translate('en', 'errors.field.fileTooLarge', { max: 5 })).toBe('The file is too large (at most 5 MB).');
  });

  it('gives list limits in items, with every Arabic plural form', () => {
    const ar = (max: number) => translate('ar', 'errors.field.tooManyItems', { max });
    expect(ar(0)).toBe('القائمة أطول من المسموح (الحد الأقصى ٠ عنصر).');
    expect(ar(1)).toBe('القائمة أطول من المسموح (الحد الأقصى عنصر واحد).');
    expect(ar(2)).toBe('القائمة أطول من المسموح (الحد الأقصى عنصران).');
    expect(ar(3)).toBe('القائمة أطول من المسموح (الحد الأقصى ٣ عناصر).');
    expect(ar(11)).toBe('القائمة أطول من المسموح (الحد الأقصى ١١ عنصرًا).');
    expect(ar(100)).toBe('القائمة أطول من المسموح (الحد الأقصى ١٠٠ عنصر).');
    expect(translate('en', 'errors.field.tooFewItems', { min: 1 })).toBe('The list is too short (at least 1 item).');
    expect(translate('en', 'errors.field.tooManyItems', { max: 100 })).toBe(
      'The list is too long (at most 100 items).',
    );
  });

  it('counts characters of text with plural forms too', () => {
    expect(translate('en', 'errors.field.tooShort', { min: 1 })).toBe('The text is too short (at least 1 character).');
    expect(translate('ar', 'errors.field.tooLong', { max: 60 })).toBe('النص أطول من المسموح (الحد الأقصى ٦٠ حرفًا).');
  });

  it('formats numbers in the language of the message', () => {
    expect(translate('en', 'errors.field.numberTooLarge', { max: 5000 })).toBe(
      'The number is too large (at most 5,000).',
    );
    expect(translate('ar', 'errors.field.numberTooLarge', { max: 5000 })).toBe(
      'الرقم أكبر من المسموح (الحد الأقصى ٥٬٠٠٠).',
    );
  });

  it('answers the key itself for a missing message', () => {
    expect(translate('en', 'errors.field.noSuchKey')).toBe('errors.field.noSuchKey');
  });
});
