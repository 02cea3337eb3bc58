import { describe, expect, it } from 'vitest';
import { normalizeDigits } from './digits';
import { normalizeArabic, normalizeSearchText } from './normalize-arabic';

describe('normalizeArabic', () => {
  it('folds hamza forms, alef maksura, teh marbuta, tashkeel and tatweel', () => {
    expect(normalizeArabic('إِدَارَةُ الأعمـــال مدرسةٌ مستشفى')).toBe('اداره الاعمال مدرسه مستشفي');
    expect(normalizeArabic('آية ٱلكرسي')).toBe(normalizeArabic('اية الكرسي'));
  });
  it('turns both Arabic-Indic digit sets into ASCII', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });
  it('lowercases and strips Latin accents for search', () => {
    expect(normalizeSearchText('  Café   NUTRITION ')).toBe('cafe nutrition');
  });
  it('folds hamza forms before decomposing, keeps ؤ and ئ, and unfolds ligatures', () => {
    expect(normalizeSearchText('أحمد إبراهيم آمال')).toBe('احمد ابراهيم امال');
    expect(normalizeSearchText('مؤتمر رئيس')).toBe('مؤتمر رئيس');
    expect(normalizeSearchText('\uFEFB')).toBe('لا');
    expect(normalizeSearchText('ا\u0654')).toBe('ا');
  });
});
