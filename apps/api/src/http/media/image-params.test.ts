import { describe, expect, it } from 'vitest';
import { negotiateFormat, parseImageParams } from './image-params';

describe('parseImageParams', () => {
  it('reads the full contract', () => {
    expect(parseImageParams({ w: '640', h: '360', fmt: 'webp', q: '75', fit: 'contain', bg: 'FFF' })).toEqual({
      ok: true,
      params: { width: 640, height: 360, format: 'webp', quality: 75, fit: 'contain', background: '#fff' },
    });
  });

  it('defaults the quality to 60 and leaves the rest open', () => {
    expect(parseImageParams({})).toEqual({ ok: true, params: { quality: 60 } });
  });

  it.each([
    [{ w: '500' }, /Width must be one of 320, 640/],
    [{ w: '3840' }, /Width/],
    [{ w: '320.5' }, /Width/],
    [{ h: '0' }, /Height/],
    [{ h: '1921' }, /Height/],
    [{ fmt: 'gif' }, /Format/],
    [{ q: '0' }, /Quality/],
    [{ q: '101' }, /Quality/],
    [{ fit: 'stretch' }, /Fit/],
    [{ bg: '#fff' }, /Background/],
    [{ w: ['320', '640'] }, /more than once/],
  ])('refuses %o', (query, message) => {
    const parsed = parseImageParams(query);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it('accepts the social card width', () => {
    expect(parseImageParams({ w: '1200', h: '630' }).ok).toBe(true);
  });
});

describe('negotiateFormat', () => {
  it('prefers AVIF, then WebP, then JPEG', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('avif');
    expect(negotiateFormat('image/webp,*/*')).toBe('webp');
    expect(negotiateFormat('image/avif;q=0, image/webp')).toBe('webp');
    expect(negotiateFormat('*/*')).toBe('jpeg');
    expect(negotiateFormat(undefined)).toBe('jpeg');
  });
});
