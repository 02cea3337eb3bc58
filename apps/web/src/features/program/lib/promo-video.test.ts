import { describe, expect, it } from 'vitest';
import { promoVideoSource } from './promo-video';

describe('promoVideoSource', () => {
  it('plays https URLs as given and stored keys through the media route', () => {
    expect(promoVideoSource('https://cdn.example.com/p.mp4')).toBe('https://cdn.example.com/p.mp4');
    expect(promoVideoSource('content/promo/acl.mp4')).toBe('/media/content/promo/acl.mp4');
  });
  it('refuses other schemes, protocol-relative URLs and blanks', () => {
    expect(promoVideoSource('javascript:alert(1)')).toBeNull();
    expect(promoVideoSource('http://insecure.example/p.mp4')).toBeNull();
    expect(promoVideoSource('//evil.example/p.mp4')).toBeNull();
    expect(promoVideoSource('  ')).toBeNull();
    expect(promoVideoSource(null)).toBeNull();
  });
});
