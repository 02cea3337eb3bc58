import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-target';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const anchor = (href: string, extra: Partial<{ target: string | null; download: boolean }> = {}) => ({
  href,
  target: null,
  download: false,
  ...extra,
});
const here = 'http://localhost:3000/en/courses?page=2';

describe('linkTarget', () => {
  it('routes a plain click on an internal link, the current page included', () => {
    expect(linkTarget(click, anchor('http://localhost:3000/en/paths'), here)).toBe('/en/paths');
    expect(linkTarget(click, anchor('/en/courses?page=3#top'), here)).toBe('/en/courses?page=3#top');
    expect(linkTarget(click, anchor('/en/courses?page=2'), here)).toBe('/en/courses?page=2');
  });

  it('leaves modified clicks, new tabs, downloads, other origins and in-page jumps to the browser', () => {
    expect(linkTarget({ ...click, ctrlKey: true }, anchor('/en/paths'), here)).toBeNull();
    expect(linkTarget({ ...click, button: 1 }, anchor('/en/paths'), here)).toBeNull();
    expect(linkTarget(click, anchor('/en/paths', { target: '_blank' }), here)).toBeNull();
    expect(linkTarget(click, anchor('/invoice.pdf', { download: true }), here)).toBeNull();
    expect(linkTarget(click, anchor('https://example.com/en/paths'), here)).toBeNull();
    expect(linkTarget(click, anchor('/en/courses?page=2#reviews'), here)).toBeNull();
  });
});
