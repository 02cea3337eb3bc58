import { describe, expect, it } from 'vitest';
import { authorizationUrl, codeFromMessage, PopupError, randomToken } from './authorization-popup';

const config = {
  provider: 'GOOGLE',
  clientId: 'client.apps.googleusercontent.com',
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  redirectUri: 'https://manara.example/auth/google/callback',
  scope: 'openid email profile',
};

describe('authorizationUrl', () => {
  it('asks for an authorisation code with the scopes, state and nonce', () => {
    const url = new URL(authorizationUrl(config, 'st', 'no', 'ar'));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client.apps.googleusercontent.com',
      redirect_uri: 'https://manara.example/auth/google/callback',
      response_type: 'code',
      scope: 'openid email profile',
      state: 'st',
      nonce: 'no',
      prompt: 'select_account',
      hl: 'ar',
    });
  });
});

describe('codeFromMessage', () => {
  const message = (patch: object) => ({ type: 'manara-social', code: 'c-1', state: 'st', error: null, ...patch });

  it('returns the code of this attempt', () => {
    expect(codeFromMessage(message({}), 'st')).toBe('c-1');
  });

  it('ignores other messages', () => {
    expect(codeFromMessage({ type: 'other' }, 'st')).toBeNull();
    expect(codeFromMessage(null, 'st')).toBeNull();
  });

  it('refuses another attempt state, and reports a refusal as cancelled', () => {
    expect(() => codeFromMessage(message({ state: 'forged' }), 'st')).toThrowError(new PopupError('state'));
    expect(() => codeFromMessage(message({ code: null, error: 'access_denied' }), 'st')).toThrowError(
      new PopupError('cancelled'),
    );
  });
});

describe('randomToken', () => {
  it('is 43 URL-safe characters and differs each time', () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(a);
  });
});
