import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bunnyEmbedToken } from './bunny-embed-token';
import { createBunnyVideoProvider } from './bunny-video-provider';
import { startBunnyStandIn, type BunnyStandIn } from './testing/bunny-stand-in';

const quiet = { info() {}, warn() {}, error() {} };
const now = new Date('2026-11-20T12:00:00Z');
let standIn: BunnyStandIn;

beforeAll(async () => {
  standIn = await startBunnyStandIn();
});
afterAll(async () => {
  await standIn.close();
});

describe('Bunny video provider (against a stand-in Stream API)', () => {
  it('signs an embed URL that expires after the TTL', async () => {
    standIn.statuses.set('vid-finished', 4);
    const provider = createBunnyVideoProvider(standIn.config, { logger: quiet, ttlSeconds: 600 });
    const playback = await provider.playback('vid-finished', now);
    const expires = now.getTime() / 1000 + 600;
    expect(playback).toEqual({
      finalUrl: `https://iframe.mediadelivery.net/embed/759/vid-finished?token=${bunnyEmbedToken('token-auth-key', 'vid-finished', expires)}&expires=${expires}`,
      isReady: true,
      expiresAt: new Date(expires * 1000),
      player: 'IFRAME',
    });
  });

  it('is ready only at status 4 (finished), and remembers a finished video', async () => {
    const provider = createBunnyVideoProvider(standIn.config, { logger: quiet });
    for (const status of [0, 1, 2, 3, 5, 6]) {
      standIn.statuses.set('vid-x', status);
      expect((await provider.playback('vid-x', now)).isReady).toBe(false);
    }
    standIn.statuses.set('vid-x', 4);
    expect((await provider.playback('vid-x', now)).isReady).toBe(true);
    const asked = standIn.requests.length;
    standIn.statuses.set('vid-x', 2);
    expect((await provider.playback('vid-x', now)).isReady).toBe(true);
    expect(standIn.requests.length).toBe(asked);
  });

  it('asks with the library API key and reports not ready on refusals and outages', async () => {
    const provider = createBunnyVideoProvider(standIn.config, { logger: quiet });
    expect((await provider.playback('unknown-video', now)).isReady).toBe(false);
    expect(standIn.requests.at(-1)).toBe('/library/759/videos/unknown-video');

    const wrongKey = createBunnyVideoProvider({ ...standIn.config, apiKey: 'nope' }, { logger: quiet });
    standIn.statuses.set('vid-y', 4);
    expect((await wrongKey.playback('vid-y', now)).isReady).toBe(false);

    standIn.failWith(503);
    const playback = await provider.playback('vid-y', now);
    expect(playback.isReady).toBe(false);
    expect(playback.finalUrl).toContain('/embed/759/vid-y?token=');
    standIn.failWith(null);

    const unreachable = createBunnyVideoProvider(
      { ...standIn.config, apiBaseUrl: 'http://127.0.0.1:9' },
      { logger: quiet, timeoutMs: 500 },
    );
    expect((await unreachable.playback('vid-y', now)).isReady).toBe(false);
  });
});
