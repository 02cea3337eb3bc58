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
    // Dot segments and percent-encoded dots that normalise to a protocol-relative `//host`.
    '/.//127.0.0.1:3999/pwned',
    '/%2e%2e//127.0.0.1:3999/y',
    '/%2E%2E//evil.example',
    '/%2e//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/././/evil.example',
    '/.%2e//evil.example',
    '/./\\evil.example',
    '/.\\/evil.example',
    // Tabs and newlines a browser strips from URLs.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    '/\u0000//evil.example',
    // Schemes, with and without a leading slash.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http:evil.example',
    'https:/evil.example',
    '\\\\evil.example',
    ' /evil',
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it.each([
    // Encoded slashes, double encoding and unicode look-alike slashes stay paths on this site.
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
    ['/%5c%5cevil.example', '/%5c%5cevil.example'],
    ['/%252e%252e//evil.example', '/%252e%252e//evil.example'],
    ['/%252f%252fevil.example', '/%252f%252fevil.example'],
    ['/\u2215\u2215evil.example', '/%E2%88%95%E2%88%95evil.example'],
    ['/\uff0f\uff0fevil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
    ['/en/../settings', '/settings'],
    ['/en/./settings?next=//evil.example', '/en/settings?next=//evil.example'],
  ])('keeps %j on the site as %j', (value, expected) => {
    const path = safeNextPath(value);
    expect(path).toBe(expected);
    // What the router does with it: resolve against the current page.
    expect(new URL(path!, 'https://manara.example/en/login').origin).toBe('https://manara.example');
  });

  it('gives each language its home', () => {
    expect(homePath('ar')).toBe('/');
    expect(homePath('en')).toBe('/en');
  });
});
