import { describe, expect, it } from 'vitest';
import { fieldHtml, linkAddress } from './editor-html';

describe('fieldHtml', () => {
  it('keeps nothing for an empty document and the HTML otherwise', () => {
    expect(fieldHtml('<p dir="auto"></p>', true)).toBe('');
    expect(fieldHtml('<p dir="auto">نص</p>', false)).toBe('<p dir="auto">نص</p>');
  });
});

describe('linkAddress', () => {
  it('adds https to a bare host and keeps full, relative and fragment addresses', () => {
    expect(linkAddress(' who.int/news ')).toBe('https://who.int/news');
    expect(linkAddress('http://example.com')).toBe('http://example.com');
    expect(linkAddress('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(linkAddress('/blogs/nutrition')).toBe('/blogs/nutrition');
    expect(linkAddress('#part-2')).toBe('#part-2');
  });

  it('answers null for a blank address (the link is removed)', () => {
    expect(linkAddress('   ')).toBeNull();
  });
});
