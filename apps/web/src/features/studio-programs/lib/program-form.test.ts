import { describe, expect, it } from 'vitest';
import { changesFrom, formValuesOf } from './program-form';

const program = {
  arTitle: 'التغذية',
  enTitle: 'Nutrition',
  arSummary: '',
  enSummary: '',
  arAbout: '',
  enAbout: '',
  slug: 'nutrition',
  categoryId: null,
  level: 'BEGINNER' as const,
  language: 'AR' as const,
  learningTime: 0,
  learningTimeUnit: 'HOURS' as const,
  originalPrice: 0,
  priceAfterDiscount: null,
  hasCertificate: true,
  thumbnail: null,
};

describe('the editor’s changes', () => {
  it('sends nothing when nothing changed', () => {
    expect(changesFrom(program, formValuesOf(program, 'ar'), 'ar')).toEqual({});
    expect(changesFrom(program, formValuesOf(program, 'en'), 'en')).toEqual({});
  });

  it('shows numbers in the page language’s digits', () => {
    const priced = { ...program, originalPrice: 2799.5, learningTime: 8 };
    expect(formValuesOf(priced, 'ar')).toMatchObject({ originalPrice: '٢٧٩٩٫٥', learningTime: '٨' });
    expect(formValuesOf(priced, 'en')).toMatchObject({ originalPrice: '2799.5', learningTime: '8' });
  });

  it('sends only what changed, in the API’s types, reading Arabic-Indic digits', () => {
    const values = {
      ...formValuesOf(program, 'ar'),
      enTitle: 'Sports nutrition',
      originalPrice: '٤٥٠٫٥',
      learningTime: '12',
      hasCertificate: false,
      categoryId: 'c1',
    };
    expect(changesFrom(program, values, 'ar')).toEqual({
      enTitle: 'Sports nutrition',
      originalPrice: 450.5,
      learningTime: 12,
      hasCertificate: false,
      categoryId: 'c1',
    });
  });

  it('clears a discount and a category with null, and passes what is no number for the API to refuse', () => {
    const discounted = { ...program, priceAfterDiscount: 300, categoryId: 'c1' };
    const values = { ...formValuesOf(discounted, 'en'), priceAfterDiscount: ' ', categoryId: '', originalPrice: 'abc' };
    expect(changesFrom(discounted, values, 'en')).toEqual({
      priceAfterDiscount: null,
      categoryId: null,
      originalPrice: -1,
    });
  });
});
