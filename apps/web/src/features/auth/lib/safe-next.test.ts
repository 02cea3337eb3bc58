import { describe, expect, it } from 'vitest';
import { homePath, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps same-site relative paths with their query', () => {
    expect(safeNextPath('/settings/password')).toBe('/settings/password');
    expect(safeNextPath('/en/my-learning-programs?tab=done#top')).toBe('/en/my-learning-programs?tab=done#top');
  });

  it.each([
    null,
    undefined,
    '',
    'settings',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/a\nb',
    '/%5Cevil'.replace('%5C', '\\'),
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it('gives each language its home', () => {
    expect(homePath('ar')).toBe('/');
    expect(homePath('en')).toBe('/en');
  });
});
