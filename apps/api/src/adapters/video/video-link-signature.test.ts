import { describe, expect, it } from 'vitest';
import { checkVideoLink, signVideoLink, videoUrlSecret } from './video-link-signature';
import { base64urlSiblings } from '../../lib/signing/testing/base64url-siblings';

const secret = Buffer.from('a video secret long enough to matter');
const now = new Date('2026-11-20T12:00:00Z');
const expires = now.getTime() / 1000 + 60;

describe('video link signatures', () => {
  it('accepts its own signature until the expiry, then says expired', () => {
    const sig = signVideoLink('demo-1', expires, secret);
    expect(checkVideoLink('demo-1', String(expires), sig, secret, now)).toBe('ok');
    expect(checkVideoLink('demo-1', String(expires), sig, secret, new Date((expires - 1) * 1000))).toBe('ok');
    expect(checkVideoLink('demo-1', String(expires), sig, secret, new Date(expires * 1000))).toBe('expired');
  });

  it('refuses another key, video or expiry, and malformed input', () => {
    const sig = signVideoLink('demo-1', expires, secret);
    expect(checkVideoLink('demo-1', String(expires), sig, Buffer.from('other'), now)).toBe('invalid');
    expect(checkVideoLink('demo-2', String(expires), sig, secret, now)).toBe('invalid');
    expect(checkVideoLink('demo-1', String(expires + 3600), sig, secret, now)).toBe('invalid');
    for (const [e, s] of [
      [undefined, sig],
      [String(expires), undefined],
      ['1e9', sig],
      ['-5', sig],
      [String(expires), 'abc'],
      [String(expires), ''],
    ]) {
      expect(checkVideoLink('demo-1', e, s, secret, now)).toBe('invalid');
    }
  });

  it('uses VIDEO_URL_SECRET when set and one stable random key otherwise', () => {
    expect(videoUrlSecret('shared').toString()).toBe('shared');
    const first = videoUrlSecret(undefined);
    expect(first.length).toBe(32);
    expect(videoUrlSecret(undefined).equals(first)).toBe(true);
  });

  it('refuses the sibling encodings of its signature', () => {
    const sig = signVideoLink('demo-1', expires, secret);
    for (const sibling of base64urlSiblings(sig))
      expect(checkVideoLink('demo-1', String(expires), sibling, secret, now)).toBe('invalid');
  });
});
