import { describe, expect, it } from 'vitest';
import { categoryFormOf, categoryInputOf, emptyCategoryForm, readSortOrder } from './category-form';

describe('the category form', () => {
  it('reads the display order in ASCII or Arabic-Indic digits, empty as 0', () => {
    expect(readSortOrder('١٢')).toBe(12);
    expect(readSortOrder(' 7 ')).toBe(7);
    expect(readSortOrder('')).toBe(0);
    expect(readSortOrder('-1')).toBeNull();
    expect(readSortOrder('1.5')).toBeNull();
  });

  it('sends an empty slug and image as null, so the server makes the slug', () => {
    const typed = { ...emptyCategoryForm, arName: 'تغذية', enName: 'Nutrition', sortOrder: '٣' };
    expect(categoryInputOf(typed, true)).toEqual({
      arName: 'تغذية',
      enName: 'Nutrition',
      slug: null,
      image: null,
      isActive: true,
      sortOrder: 3,
    });
    expect(categoryInputOf({ ...emptyCategoryForm, sortOrder: 'x' }, true)).toBeNull();
  });

  it('sends no image for a kind without one (blog categories)', () => {
    const input = categoryInputOf({ ...emptyCategoryForm, image: 'uploads/x.webp' }, false);
    expect(input).not.toHaveProperty('image');
    expect(input?.sortOrder).toBe(0);
  });

  it('fills the form from a stored category', () => {
    const form = categoryFormOf({ arName: 'أ', enName: 'A', slug: 'a', image: null, isActive: false, sortOrder: 4 });
    expect(form).toEqual({ arName: 'أ', enName: 'A', slug: 'a', image: '', isActive: false, sortOrder: '4' });
  });
});
