import { describe, expect, it } from 'vitest';
import { changesFrom, formValuesOf } from './program-form';
import { noPageTexts } from './program-page-texts';

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
  discountStartsAt: null,
  discountEndsAt: null,
  hasCertificate: true,
  thumbnail: null,
  promoVideo: null,
  lecturerId: 'owner-1' as string | null,
  coLecturerIds: [] as string[],
  ...noPageTexts,
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

  it('sends the whole list of co-lecturers when any of it changed, and nothing when it is the same', () => {
    const taught = { ...program, coLecturerIds: ['l1', 'l2'] };
    const same = formValuesOf(taught, 'ar');
    expect(same.coLecturerIds).not.toBe(taught.coLecturerIds);
    expect(changesFrom(taught, { ...same, coLecturerIds: ['l1', 'l2'] }, 'ar')).toEqual({});
    expect(changesFrom(taught, { ...same, coLecturerIds: ['l2', 'l1'] }, 'ar')).toEqual({
      coLecturerIds: ['l2', 'l1'],
    });
    expect(changesFrom(taught, { ...same, coLecturerIds: [] }, 'ar')).toEqual({ coLecturerIds: [] });
  });

  it('sends a new owner by id, and none as null', () => {
    const values = formValuesOf(program, 'en');
    expect(values.lecturerId).toBe('owner-1');
    expect(changesFrom(program, { ...values, lecturerId: 'owner-2' }, 'en')).toEqual({ lecturerId: 'owner-2' });
    expect(changesFrom(program, { ...values, lecturerId: '' }, 'en')).toEqual({ lecturerId: null });
    expect(formValuesOf({ ...program, lecturerId: null }, 'en').lecturerId).toBe('');
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

  it('sends a new promo video’s key, and null when it is removed', () => {
    const values = { ...formValuesOf(program, 'ar'), promoVideo: 'files/course-promo-video/abc' };
    expect(changesFrom(program, values, 'ar')).toEqual({ promoVideo: 'files/course-promo-video/abc' });
    const promoted = { ...program, promoVideo: 'https://cdn.example/promo.mp4' };
    expect(formValuesOf(promoted, 'en').promoVideo).toBe('https://cdn.example/promo.mp4');
    expect(changesFrom(promoted, { ...formValuesOf(promoted, 'en'), promoVideo: '' }, 'en')).toEqual({
      promoVideo: null,
    });
  });

  it('shows the discount window in Cairo time and sends it back as instants, empty as null', () => {
    const windowed = {
      ...program,
      priceAfterDiscount: 300,
      discountStartsAt: '2026-12-01T08:00:00.000Z',
      discountEndsAt: '2026-12-08T21:59:00.000Z',
    };
    expect(formValuesOf(windowed, 'en')).toMatchObject({
      discountStartsAt: '2026-12-01T10:00',
      discountEndsAt: '2026-12-08T23:59',
    });
    const values = { ...formValuesOf(windowed, 'en'), discountStartsAt: '', discountEndsAt: '2026-12-10T18:30' };
    expect(changesFrom(windowed, values, 'en')).toEqual({
      discountStartsAt: null,
      discountEndsAt: '2026-12-10T16:30:00.000Z',
    });
  });

  it('holds a list one item per line and sends the box’s lines as typed; an emptied search text goes empty', () => {
    const listed = {
      ...program,
      arOutcomes: ['خطة العودة إلى الجري', 'قراءة الأحمال'],
      enSeoTitle: 'Nutrition course',
    };
    const values = formValuesOf(listed, 'ar');
    expect(values).toMatchObject({
      arOutcomes: 'خطة العودة إلى الجري\nقراءة الأحمال',
      enOutcomes: '',
      enSeoTitle: 'Nutrition course',
      arSeoTitle: '',
    });
    expect(changesFrom(listed, values, 'ar')).toEqual({});
    const edited = {
      ...values,
      arOutcomes: 'خطة العودة إلى الجري\n\nالتغذية ',
      enSeoTitle: '',
      arSeoDescription: 'وصف',
    };
    // The API drops blank lines and names a too-long one by its number in the box.
    expect(changesFrom(listed, edited, 'ar')).toEqual({
      arOutcomes: ['خطة العودة إلى الجري', '', 'التغذية '],
      enSeoTitle: '',
      arSeoDescription: 'وصف',
    });
  });
});
