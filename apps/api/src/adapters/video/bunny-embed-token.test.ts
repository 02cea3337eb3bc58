import { describe, expect, it } from 'vitest';
import { bunnyEmbedToken, bunnyEmbedUrl } from './bunny-embed-token';

// Bunny's docs give the formula and an example URL but not the key behind its token, so the
// expected value here was computed independently: printf '%s' '<key><video><expires>' | sha256sum.
const key = 'a1b2c3d4-token-key';
const video = 'eb1c4f77-0cda-46be-b47d-1118ad7c2ffe';
const expires = 1456761770;
const expected = '9fc53345b521cca519bcbb82dee1212ed87361b2b05d20c9cc0c7afeb064da93';

describe('bunny embed view token', () => {
  it('is SHA256_HEX(key + video id + expiry in seconds)', () => {
    expect(bunnyEmbedToken(key, video, expires)).toBe(expected);
  });

  it('changes with each input', () => {
    expect(bunnyEmbedToken('other', video, expires)).not.toBe(expected);
    expect(bunnyEmbedToken(key, video.replace('e', 'f'), expires)).not.toBe(expected);
    expect(bunnyEmbedToken(key, video, expires + 1)).not.toBe(expected);
  });

  it('builds the documented iframe URL shape', () => {
    expect(bunnyEmbedUrl('https://iframe.mediadelivery.net', '759', video, key, expires)).toBe(
      `https://iframe.mediadelivery.net/embed/759/${video}?token=${expected}&expires=${expires}`,
    );
  });
});
