import { describe, expect, it } from 'vitest';
import { startsClientNavigation } from './navigation-click';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const anchor = (href: string, extra: Partial<{ target: string | null; download: boolean }> = {}) => ({
  href,
  target: null,
  download: false,
  ...extra,
});
const here = 'http://localhost:3000/en/courses?page=1';

describe('startsClientNavigation', () => {
  it('starts for a plain click on another internal page', () => {
    expect(startsClientNavigation(click, anchor('/en/paths'), here)).toBe(true);
    expect(startsClientNavigation(click, anchor('/en/courses?page=2'), here)).toBe(true);
  });

  it('does not start for the same page, a hash, another origin, a new tab or a download', () => {
    expect(startsClientNavigation(click, anchor('/en/courses?page=1'), here)).toBe(false);
    expect(startsClientNavigation(click, anchor('#main'), here)).toBe(false);
    expect(startsClientNavigation(click, anchor('https://example.com/'), here)).toBe(false);
    expect(startsClientNavigation(click, anchor('mailto:a@b.c'), here)).toBe(false);
    expect(startsClientNavigation(click, anchor('/en/paths', { target: '_blank' }), here)).toBe(false);
    expect(startsClientNavigation(click, anchor('/file.pdf', { download: true }), here)).toBe(false);
  });

  it('does not start for modified or non-primary clicks', () => {
    expect(startsClientNavigation({ ...click, ctrlKey: true }, anchor('/en/paths'), here)).toBe(false);
    expect(startsClientNavigation({ ...click, button: 1 }, anchor('/en/paths'), here)).toBe(false);
  });
});
