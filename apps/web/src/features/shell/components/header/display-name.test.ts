import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

const user = { arFullName: 'منى علي', enFullName: 'Mona Ali', firstName: 'Mona', lastName: 'Ali' };

describe('displayName', () => {
  it('uses the full name of the page language', () => {
    expect(displayName(user, 'ar')).toBe('منى علي');
    expect(displayName(user, 'en')).toBe('Mona Ali');
  });
  it('falls back to the other language, then to first and last name', () => {
    expect(displayName({ ...user, arFullName: '' }, 'ar')).toBe('Mona Ali');
    expect(displayName({ ...user, arFullName: '', enFullName: '' }, 'en')).toBe('Mona Ali');
  });
});
