import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkUploadGrant, signUploadGrant, uploadUrlSecret } from './upload-link-signature';
import { base64urlSiblings } from '../../lib/signing/testing/base64url-siblings';

const secret = Buffer.from('upload-secret');
const grant = {
  key: 'files/profile-picture/0123456789abcdef0123456789abcdef',
  maxBytes: 5_242_880,
  expires: 2_000_000_000,
};
const now = new Date(1_900_000_000_000);
const queryOf = (signed: string) => Object.fromEntries(new URLSearchParams(signed));

describe('upload link signature', () => {
  it('signs exactly as links made before the shared helper did, so links in flight stay good', () => {
    const before = createHmac('sha256', secret)
      .update(`manara upload\n${grant.key}\n${grant.maxBytes}\n${grant.expires}`)
      .digest('base64url');
    expect(queryOf(signUploadGrant(grant, secret)).sig).toBe(before);
  });

  it('accepts its own link and refuses a changed limit, key, secret or a passed expiry', () => {
    const query = queryOf(signUploadGrant(grant, secret));
    expect(checkUploadGrant(grant.key, query, secret, now)).toEqual({ ok: true, grant });
    expect(checkUploadGrant(grant.key, { ...query, max: '99999999' }, secret, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkUploadGrant(`${grant.key}0`, query, secret, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkUploadGrant(grant.key, query, Buffer.from('other'), now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkUploadGrant(grant.key, { ...query, sig: undefined }, secret, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkUploadGrant(grant.key, query, secret, new Date(grant.expires * 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('uses UPLOAD_URL_SECRET when set, else one stable key', () => {
    expect(uploadUrlSecret('shared').toString()).toBe('shared');
    expect(uploadUrlSecret(undefined)).toEqual(uploadUrlSecret(undefined));
    expect(uploadUrlSecret(undefined).length).toBe(32);
  });

  it('refuses the sibling encodings of its signature', () => {
    const query = queryOf(signUploadGrant(grant, secret));
    for (const sig of base64urlSiblings(query.sig!))
      expect(checkUploadGrant(grant.key, { ...query, sig }, secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
