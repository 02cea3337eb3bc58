import { describe, expect, it } from 'vitest';
import { idOrSlugKey, isUuid } from './is-uuid';

describe('isUuid', () => {
  it('accepts the 8-4-4-4-12 hexadecimal form in any case', () => {
    expect(isUuid('0b7e2c1a-4f3d-4e5b-9a8c-1d2e3f4a5b6c')).toBe(true);
    expect(isUuid('0B7E2C1A-4F3D-4E5B-9A8C-1D2E3F4A5B6C')).toBe(true);
  });
  it.each([
    'sports-nutrition-basics',
    '0b7e2c1a4f3d4e5b9a8c1d2e3f4a5b6c',
    '0b7e2c1a-4f3d-4e5b-9a8c-1d2e3f4a5b6',
    'g0000000-0000-0000-0000-000000000000',
    '',
  ])('refuses %j', (value) => expect(isUuid(value)).toBe(false));
});

describe('idOrSlugKey', () => {
  it('looks ids up lower-cased and anything else as a trimmed slug', () => {
    expect(idOrSlugKey(' 0B7E2C1A-4F3D-4E5B-9A8C-1D2E3F4A5B6C ')).toEqual({
      id: '0b7e2c1a-4f3d-4e5b-9a8c-1d2e3f4a5b6c',
    });
    expect(idOrSlugKey(' yoga-for-beginners ')).toEqual({ slug: 'yoga-for-beginners' });
  });
  it('spells slugs the way they are made, so other spellings find the page', () => {
    expect(idOrSlugKey('Designing-Effective-Warm-Up-Routines')).toEqual({
      slug: 'designing-effective-warm-up-routines',
    });
    expect(idOrSlugKey('Yoga for  Beginners!')).toEqual({ slug: 'yoga-for-beginners' });
    expect(idOrSlugKey('--ahmed--samy-')).toEqual({ slug: 'ahmed-samy' });
  });
  it('looks a parameter that folds to nothing up as given', () => {
    expect(idOrSlugKey('تأهيل')).toEqual({ slug: 'تأهيل' });
  });
});
