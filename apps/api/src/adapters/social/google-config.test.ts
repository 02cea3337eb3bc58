import { describe, expect, it } from 'vitest';
import { readGoogleConfig } from './google-config';

describe('readGoogleConfig', () => {
  it('is off without client id and secret', () => {
    expect(readGoogleConfig({}, 'http://localhost:3000')).toBeUndefined();
  });

  it('refuses half a configuration', () => {
    expect(() => readGoogleConfig({ GOOGLE_CLIENT_ID: 'id' }, 'http://localhost:3000')).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => readGoogleConfig({ GOOGLE_CLIENT_SECRET: 'secret' }, 'http://localhost:3000')).toThrow(
      /GOOGLE_CLIENT_ID/,
    );
  });

  it("defaults to Google's issuer and the web's popup callback", () => {
    expect(
      readGoogleConfig({ GOOGLE_CLIENT_ID: ' id ', GOOGLE_CLIENT_SECRET: 'secret' }, 'https://manara.example/'),
    ).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
      redirectUri: 'https://manara.example/auth/google/callback',
    });
  });

  it('takes another issuer (a stand-in) and redirect URI', () => {
    const config = readGoogleConfig(
      {
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 's',
        GOOGLE_ISSUER: 'http://127.0.0.1:9000/',
        GOOGLE_REDIRECT_URI: 'https://x.example/cb',
      },
      'http://localhost:3000',
    );
    expect(config).toMatchObject({ issuer: 'http://127.0.0.1:9000', redirectUri: 'https://x.example/cb' });
  });
});
