import { describe, expect, it } from 'vitest';
import { contentTypeOf } from './sniff-content-type';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('contentTypeOf', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['image/png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
    ['image/gif', bytes('GIF89a')],
    ['image/avif', bytes([0, 0, 0, 0x1c], 'ftypavif')],
    ['application/pdf', bytes('%PDF-1.7')],
    ['application/octet-stream', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['application/octet-stream', bytes([])],
  ])('names %s', (type, head) => {
    expect(contentTypeOf(head)).toBe(type);
  });
});
