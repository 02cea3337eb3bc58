import { describe, expect, it } from 'vitest';
import { posterStorageKey, videoPosterUrl } from './video-poster-url';

describe('video posters', () => {
  it('a poster we stored is a storage key, served from /media', () => {
    expect(posterStorageKey('files/video-poster/ab12')).toBe('files/video-poster/ab12');
    expect(videoPosterUrl('files/video-poster/ab12')).toBe('/media/files/video-poster/ab12');
  });

  it('a video host’s thumbnail is its own address, with no storage key of ours', () => {
    const hosted = 'https://vz-test.b-cdn.net/guid/thumbnail.jpg';
    expect(posterStorageKey(hosted)).toBeNull();
    expect(posterStorageKey('http://cdn.example/p.jpg')).toBeNull();
    expect(videoPosterUrl(hosted)).toBe(hosted);
  });

  it('no poster yet: neither', () => {
    expect(posterStorageKey(null)).toBeNull();
    expect(posterStorageKey('')).toBeNull();
    expect(videoPosterUrl(null)).toBeNull();
    expect(videoPosterUrl('')).toBeNull();
  });
});
