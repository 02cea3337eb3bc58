import { describe, expect, it } from 'vitest';
import { deviceFromUserAgent } from './device';

describe('deviceFromUserAgent', () => {
  it('recognises Android, iOS and desktop browsers', () => {
    expect(deviceFromUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile')).toBe(
      'ANDROID',
    );
    expect(deviceFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15')).toBe(
      'IOS',
    );
    expect(deviceFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5)).toBe('IOS');
    expect(deviceFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15')).toBe('DESKTOP');
    expect(deviceFromUserAgent('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0')).toBe('DESKTOP');
  });
});
