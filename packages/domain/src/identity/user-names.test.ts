import { describe, expect, it } from 'vitest';
import { arFullName, enFullName, firstNameIn, fullNameIn, slugCandidates, userSlugBase } from './user-names';

const names = { firstName: 'Ahmed', lastName: 'Hassan', arFirstName: 'أحمد', arLastName: 'حسن' };

describe('full names', () => {
  it('join first and last name with one space', () => {
    expect(arFullName(names)).toBe('أحمد حسن');
    expect(enFullName(names)).toBe('Ahmed Hassan');
    expect(enFullName({ ...names, firstName: ' Ahmed ', lastName: '' })).toBe('Ahmed');
  });

  it('follow the language', () => {
    expect(fullNameIn(names, 'ar')).toBe('أحمد حسن');
    expect(fullNameIn(names, 'en')).toBe('Ahmed Hassan');
    expect(firstNameIn(names, 'ar')).toBe('أحمد');
    expect(firstNameIn(names, 'en')).toBe('Ahmed');
  });
});

describe('user slugs', () => {
  it('come from the Latin name', () => {
    expect(userSlugBase('Ahmed', 'Hassan')).toBe('ahmed-hassan');
    expect(userSlugBase('  Zoë ', "O'Brien  Smith")).toBe('zoe-o-brien-smith');
    expect(userSlugBase('José-Luis', 'Ñúñez')).toBe('jose-luis-nunez');
  });

  it('fall back to "user" without Latin letters', () => {
    expect(userSlugBase('أحمد', 'حسن')).toBe('user');
    expect(userSlugBase('!!!', '')).toBe('user');
  });

  it('are bounded and never end in a hyphen', () => {
    const slug = userSlugBase('a'.repeat(59), 'bbbb');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).not.toMatch(/-$/);
  });

  it('offer the bare base first, then suffixed variants', () => {
    const candidates = slugCandidates('ahmed-hassan');
    expect(candidates[0]).toBe('ahmed-hassan');
    expect(new Set(candidates).size).toBe(candidates.length);
    for (const c of candidates.slice(1)) expect(c).toMatch(/^ahmed-hassan-[a-z0-9]{6}$/);
  });
});
