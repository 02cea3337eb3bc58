import { describe, expect, it } from 'vitest';
import { checkGrantHeader, grantHeaderValue, tusUploadId } from './tus-grant';

const secret = Buffer.alloc(32, 7);
const now = new Date('2026-11-27T10:00:00Z');
const grant = { key: 'files/course-video/abc', maxBytes: 1000, expires: now.getTime() / 1000 + 60 };

describe('resumable upload grants', () => {
  it('accepts its own header until it expires', () => {
    const header = grantHeaderValue(grant, secret);
    expect(checkGrantHeader(header, secret, now)).toEqual({ ok: true, grant });
    expect(checkGrantHeader(header, secret, new Date(now.getTime() + 61_000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a missing, forged or widened grant', () => {
    const header = grantHeaderValue(grant, secret);
    expect(checkGrantHeader(null, secret, now).ok).toBe(false);
    expect(checkGrantHeader(header.replace('max=1000', 'max=9999'), secret, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkGrantHeader(header.replace('abc', 'abd'), secret, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkGrantHeader(header, Buffer.alloc(32, 8), now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('names each key its own upload, without slashes', () => {
    expect(tusUploadId(grant.key)).toMatch(/^[0-9a-f]{32}$/);
    expect(tusUploadId(grant.key)).not.toBe(tusUploadId('files/course-video/abd'));
  });
});
