import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVideoProvider } from './create-video-provider';
import { createLocalVideoProvider, isLocalVideoProvider } from './local-video-provider';
import { registerVideoRoutes } from './video-routes';

const secret = Buffer.from('local video test secret');
const now = new Date('2026-11-20T12:00:00Z');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'manara-video-'));
  await writeFile(path.join(dir, 'clip.webm'), Buffer.from('webm'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('local video provider', () => {
  it('signs a site-relative URL that its own check accepts until expiry', async () => {
    const provider = createLocalVideoProvider({ dir, secret, ttlSeconds: 120 });
    const playback = await provider.playback('clip', now);
    expect(playback).toMatchObject({ isReady: true, player: 'FILE', expiresAt: new Date(now.getTime() + 120_000) });
    const url = new URL(playback.finalUrl, 'http://site');
    expect(url.pathname).toBe('/video/clip');
    const [expires, sig] = [url.searchParams.get('expires')!, url.searchParams.get('sig')!];
    expect(Number(expires)).toBe(now.getTime() / 1000 + 120);
    expect(provider.checkLink('clip', expires, sig, now)).toBe('ok');
    expect(provider.checkLink('clip', expires, sig, new Date(now.getTime() + 120_000))).toBe('expired');
  });

  it('is not ready when no file is stored for the id, or the id is not a safe key', async () => {
    const provider = createLocalVideoProvider({ dir, secret });
    expect((await provider.playback('missing', now)).isReady).toBe(false);
    const odd = await provider.playback('../clip', now);
    expect(odd.isReady).toBe(false);
    expect(odd.finalUrl.startsWith('/video/..%2Fclip?')).toBe(true);
  });

  it("plays the viewer's language version from the generated folder first, the video itself otherwise", async () => {
    const generatedDir = await mkdtemp(path.join(tmpdir(), 'manara-video-made-'));
    try {
      await writeFile(path.join(generatedDir, 'clip-ar.mp4'), Buffer.from('mp4'));
      const provider = createLocalVideoProvider({ dir, generatedDir, secret });
      expect(provider.dirs).toEqual([generatedDir, dir]);
      const arabic = await provider.playback('clip', now, 'ar');
      expect(arabic).toMatchObject({ isReady: true });
      expect(new URL(arabic.finalUrl, 'http://site').pathname).toBe('/video/clip-ar');
      const english = await provider.playback('clip', now, 'en');
      expect(new URL(english.finalUrl, 'http://site').pathname).toBe('/video/clip');
      expect(english.isReady).toBe(true);
      expect((await provider.playback('missing', now, 'ar')).isReady).toBe(false);
      // The /video route serves the file it signed from the generated folder.
      const app = Fastify();
      registerVideoRoutes(app, { video: provider, now: () => now });
      const served = await app.inject({ url: arabic.finalUrl });
      expect([served.statusCode, served.body]).toEqual([200, 'mp4']);
      await app.close();
    } finally {
      await rm(generatedDir, { recursive: true, force: true });
    }
  });

  it('is chosen when Bunny is not configured', () => {
    const quiet = { info() {}, warn() {}, error() {} };
    expect(isLocalVideoProvider(createVideoProvider({ bunny: undefined, localVideoDir: dir }, quiet))).toBe(true);
    const bunny = createVideoProvider(
      {
        bunny: {
          libraryId: '1',
          apiKey: 'a',
          tokenKey: 't',
          readOnlyApiKey: undefined,
          cdnHost: undefined,
          apiBaseUrl: 'http://127.0.0.1:9',
          embedBaseUrl: 'https://iframe.mediadelivery.net',
        },
        localVideoDir: dir,
      },
      quiet,
    );
    expect(bunny.name).toBe('bunny');
    expect(isLocalVideoProvider(bunny)).toBe(false);
  });
});
