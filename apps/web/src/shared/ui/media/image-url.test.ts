import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, mediaUrl } from './image-url';

describe('imageUrl', () => {
  it('encodes each key segment and leaves the default quality out', () => {
    expect(imageUrl('content/programs/حركة one.webp', { width: 320, quality: 60, format: 'webp' })).toBe(
      '/img/content/programs/%D8%AD%D8%B1%D9%83%D8%A9%20one.webp?w=320&fmt=webp',
    );
  });

  it('passes height, quality, fit and background', () => {
    expect(imageUrl('/a/b.png', { width: 640, height: 360, quality: 80, fit: 'contain', background: 'ffffff' })).toBe(
      '/img/a/b.png?w=640&h=360&q=80&fit=contain&bg=ffffff',
    );
  });

  it('serves originals under /media', () => {
    expect(mediaUrl('a/b c.webp')).toBe('/media/a/b%20c.webp');
  });
});

describe('imageSrcSet', () => {
  it('offers widths up to twice the rendered width, keeping the ratio', () => {
    const set = imageSrcSet('k.webp', 320, { ratio: 16 / 9, format: 'avif' });
    expect(set).toBe('/img/k.webp?w=320&h=180&fmt=avif 320w, /img/k.webp?w=640&h=360&fmt=avif 640w');
  });

  it('always offers the smallest width and one above a large target', () => {
    expect(imageSrcSet('k', 100).split(', ')).toHaveLength(1);
    expect(
      imageSrcSet('k', 700)
        .split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w']);
  });
});
