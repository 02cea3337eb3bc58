import { describe, expect, it } from 'vitest';
import { readBunnyConfig } from './bunny-config';

const full = { BUNNY_LIBRARY_ID: '759', BUNNY_API_KEY: 'api', BUNNY_TOKEN_KEY: 'token' };

describe('readBunnyConfig', () => {
  it('is undefined when nothing is set (local files are served)', () => {
    expect(readBunnyConfig({})).toBeUndefined();
  });

  it('reads a complete setup with the default hosts', () => {
    expect(readBunnyConfig({ ...full, BUNNY_CDN_HOST: 'vz-1.b-cdn.net' })).toEqual({
      libraryId: '759',
      apiKey: 'api',
      tokenKey: 'token',
      readOnlyApiKey: undefined,
      cdnHost: 'vz-1.b-cdn.net',
      apiBaseUrl: 'https://video.bunnycdn.com',
      embedBaseUrl: 'https://iframe.mediadelivery.net',
    });
  });

  it('refuses a partial setup instead of silently serving demo files', () => {
    expect(() => readBunnyConfig({ BUNNY_LIBRARY_ID: '759', BUNNY_API_KEY: 'api' })).toThrow('BUNNY_TOKEN_KEY');
  });

  it('fails closed in production without the read-only key that verifies webhooks', () => {
    expect(() => readBunnyConfig({ ...full, NODE_ENV: 'production' })).toThrow('BUNNY_READ_ONLY_API_KEY');
    expect(readBunnyConfig({ ...full, NODE_ENV: 'production', BUNNY_READ_ONLY_API_KEY: 'ro' })?.readOnlyApiKey).toBe(
      'ro',
    );
  });
});
