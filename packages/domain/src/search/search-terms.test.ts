import { describe, expect, it } from 'vitest';
import { searchTermsOf, stripArabicArticles } from './search-terms';

describe('stripArabicArticles', () => {
  it('drops ال and و/ف/ب/ك + ال from words that keep two letters', () => {
    expect(stripArabicArticles('التغذيه والرياضه بالتمارين كالعاده فالنوم')).toBe('تغذيه رياضه تمارين عاده نوم');
  });
  it('keeps short words and inner letters', () => {
    expect(stripArabicArticles('الم بالغ اللياقه')).toBe('الم بالغ لياقه');
    expect(stripArabicArticles('(الرياضيه)')).toBe('(رياضيه)');
  });
});

describe('searchTermsOf', () => {
  it('normalises Arabic and Latin text and removes LIKE wildcards', () => {
    expect(searchTermsOf('  أَسـاسيّات   الـتغذية  ')).toMatchObject({
      text: 'اساسيات التغذيه',
      folded: 'اساسيات تغذيه',
      mode: 'fuzzy',
    });
    expect(searchTermsOf('\u0627\u0654سرار سؤال').text).toBe('اسرار سؤال');
    expect(searchTermsOf('CAFÉ_50%').text).toBe('cafe 50');
    expect(searchTermsOf('١٠ تمارين').text).toBe('10 تمارين');
  });
  it('picks a mode by length', () => {
    expect(searchTermsOf('   ').mode).toBeNull();
    expect(searchTermsOf('ت').mode).toBeNull();
    expect(searchTermsOf('a b ت').mode).toBeNull();
    expect(searchTermsOf('يو').mode).toBe('prefix');
    expect(searchTermsOf('يوغ').mode).toBe('substring');
    expect(searchTermsOf('يوغا').mode).toBe('fuzzy');
  });
  it('keeps words of two letters or more, at most six', () => {
    expect(searchTermsOf('a yoga x المبتدئين').words).toEqual(['yoga', 'مبتدئين']);
    expect(searchTermsOf('one two three four five six seven').words).toHaveLength(6);
    expect(searchTermsOf('30 يوم').mode).toBe('substring');
    expect(searchTermsOf("c++ (yoga) o'neil").words).toEqual(['yoga', 'neil']);
  });
  it('loosens the typo threshold for long words', () => {
    expect(searchTermsOf('yoga').threshold).toBe(0.3);
    expect(searchTermsOf('nutrition basics').threshold).toBe(0.25);
  });
});
