import { SocialTokenError } from '@manara/domain';
import {
  createLocalJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWTVerifyGetKey,
} from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyIdToken, type IdTokenExpectations } from './verify-id-token';

const ISSUER = 'https://accounts.google.com';
const CLIENT_ID = 'client-123.apps.googleusercontent.com';
const NOW = new Date('2026-11-21T10:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

let signingKey: CryptoKey;
let otherKey: CryptoKey;
let jwks: JWTVerifyGetKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] });
});

const baseClaims = {
  iss: ISSUER,
  aud: CLIENT_ID,
  azp: CLIENT_ID,
  sub: '1234567890',
  email: 'Layla@Example.com',
  email_verified: true,
  given_name: 'Layla',
  family_name: 'Hassan',
  name: 'Layla Hassan',
  nonce: 'n-1',
  iat: nowSeconds - 60,
  exp: nowSeconds + 3600,
};

function sign(claims: Record<string, unknown> = {}, options: { key?: CryptoKey; kid?: string } = {}) {
  return new SignJWT({ ...baseClaims, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'k1' })
    .sign(options.key ?? signingKey);
}

const expectations = (patch: Partial<IdTokenExpectations> = {}): IdTokenExpectations => ({
  provider: 'GOOGLE',
  issuers: [ISSUER, 'accounts.google.com'],
  clientId: CLIENT_ID,
  nonce: 'n-1',
  now: NOW,
  ...patch,
});

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SocialTokenError) return error.reason;
    throw error;
  }
  return 'accepted';
}

describe('verifyIdToken', () => {
  it('returns the identity of a valid token, e-mail lower-cased', async () => {
    const identity = await verifyIdToken(await sign(), jwks, expectations());
    expect(identity).toEqual({
      provider: 'GOOGLE',
      subject: '1234567890',
      email: 'layla@example.com',
      givenName: 'Layla',
      familyName: 'Hassan',
      name: 'Layla Hassan',
      picture: null,
    });
  });

  it("accepts Google's bare issuer and a string email_verified", async () => {
    const token = await sign({ iss: 'accounts.google.com', email_verified: 'true' });
    expect((await verifyIdToken(token, jwks, expectations())).subject).toBe('1234567890');
  });

  it('refuses an expired token as expired, allowing 30 s of clock skew', async () => {
    expect(await reason(verifyIdToken(await sign({ exp: nowSeconds - 31 }), jwks, expectations()))).toBe('expired');
    expect(await reason(verifyIdToken(await sign({ exp: nowSeconds - 10 }), jwks, expectations()))).toBe('accepted');
  });

  it('refuses a token for another client or from another issuer', async () => {
    expect(
      await reason(verifyIdToken(await sign({ aud: 'someone-else', azp: 'someone-else' }), jwks, expectations())),
    ).toBe('invalid');
    expect(
      await reason(verifyIdToken(await sign({ aud: [CLIENT_ID, 'other'], azp: 'other' }), jwks, expectations())),
    ).toBe('invalid');
    expect(await reason(verifyIdToken(await sign({ iss: 'https://evil.example' }), jwks, expectations()))).toBe(
      'invalid',
    );
  });

  it('refuses tokens not signed by a key of the set', async () => {
    expect(await reason(verifyIdToken(await sign({}, { key: otherKey }), jwks, expectations()))).toBe('invalid');
    expect(await reason(verifyIdToken(await sign({}, { key: otherKey, kid: 'unknown' }), jwks, expectations()))).toBe(
      'invalid',
    );
    const [head, body] = (await sign()).split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...baseClaims, sub: 'admin' })).toString('base64url')}.${(await sign()).split('.')[2]}`;
    expect(body).not.toBe(tampered.split('.')[1]);
    expect(await reason(verifyIdToken(tampered, jwks, expectations()))).toBe('invalid');
  });

  it('refuses unsigned and HMAC tokens', async () => {
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(baseClaims)).toString('base64url')}.`;
    expect(await reason(verifyIdToken(none, jwks, expectations()))).toBe('invalid');
    const hmac = await new SignJWT(baseClaims)
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect(await reason(verifyIdToken(hmac, jwks, expectations()))).toBe('invalid');
    expect(await reason(verifyIdToken('not-a-jwt', jwks, expectations()))).toBe('invalid');
  });

  it('checks the nonce when the client sent one', async () => {
    expect(await reason(verifyIdToken(await sign({ nonce: 'n-2' }), jwks, expectations()))).toBe('invalid');
    expect(await reason(verifyIdToken(await sign({ nonce: undefined }), jwks, expectations()))).toBe('invalid');
    expect(
      await reason(verifyIdToken(await sign({ nonce: undefined }), jwks, expectations({ nonce: undefined }))),
    ).toBe('accepted');
  });

  it('requires a subject and an e-mail the provider verified', async () => {
    expect(await reason(verifyIdToken(await sign({ email_verified: false }), jwks, expectations()))).toBe(
      'email_unverified',
    );
    expect(await reason(verifyIdToken(await sign({ email_verified: undefined }), jwks, expectations()))).toBe(
      'email_unverified',
    );
    expect(await reason(verifyIdToken(await sign({ email: undefined }), jwks, expectations()))).toBe('invalid');
    expect(await reason(verifyIdToken(await sign({ sub: undefined }), jwks, expectations()))).toBe('invalid');
  });

  it('reports an unreachable key set as the provider being unavailable', async () => {
    const failing: JWTVerifyGetKey = () =>
      Promise.reject(new errors.JOSEError('Expected 200 OK from the JSON Web Key Set HTTP response'));
    expect(await reason(verifyIdToken(await sign(), failing, expectations()))).toBe('unavailable');
    const offline: JWTVerifyGetKey = () => Promise.reject(new TypeError('fetch failed'));
    expect(await reason(verifyIdToken(await sign(), offline, expectations()))).toBe('unavailable');
  });
});
