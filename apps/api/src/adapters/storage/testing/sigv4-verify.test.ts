import { describe, expect, it } from 'vitest';
import { verifySigV4 } from './sigv4-verify';

// The worked examples of the S3 SigV4 documentation ("Signature calculations for the Authorization
// header" and "Authenticating requests: using query parameters").
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const at = new Date(Date.UTC(2013, 4, 24, 0, 5));

const headerRequest = (signature: string) => ({
  method: 'GET',
  url: '/test.txt',
  headers: {
    host: 'examplebucket.s3.amazonaws.com',
    range: 'bytes=0-9',
    'x-amz-content-sha256': emptyHash,
    'x-amz-date': '20130524T000000Z',
    authorization: `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=${signature}`,
  },
  body: Buffer.alloc(0),
});

const presigned = (signature: string) => ({
  method: 'GET',
  url:
    '/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
    `&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=${signature}`,
  headers: { host: 'examplebucket.s3.amazonaws.com' },
  body: Buffer.alloc(0),
});

describe('verifySigV4', () => {
  it("accepts the documentation's header-signed GET and refuses it with one digit changed", () => {
    expect(
      verifySigV4(headerRequest('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41'), credentials, at),
    ).toEqual({ ok: true });
    expect(
      verifySigV4(headerRequest('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb42'), credentials, at),
    ).toMatchObject({ code: 'SignatureDoesNotMatch' });
  });

  it("accepts the documentation's presigned URL until it expires", () => {
    const good = presigned('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
    expect(verifySigV4(good, credentials, at)).toEqual({ ok: true });
    expect(verifySigV4(good, credentials, new Date(Date.UTC(2013, 4, 25, 0, 0, 1)))).toMatchObject({
      code: 'AccessDenied',
      message: 'Request has expired',
    });
    expect(verifySigV4({ ...good, url: good.url.replace('test.txt', 'other.txt') }, credentials, at)).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
  });

  it('refuses a wrong key, a stale header date, a wrong body hash and unsigned x-amz headers', () => {
    const good = headerRequest('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(verifySigV4(good, { ...credentials, secretAccessKey: 'other' }, at)).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
    expect(verifySigV4(good, { ...credentials, accessKeyId: 'AKIDOTHER' }, at)).toMatchObject({
      code: 'InvalidAccessKeyId',
    });
    expect(verifySigV4(good, credentials, new Date(Date.UTC(2013, 4, 24, 1)))).toMatchObject({
      code: 'RequestTimeTooSkewed',
    });
    expect(verifySigV4({ ...good, body: Buffer.from('x') }, credentials, at)).toMatchObject({
      code: 'XAmzContentSHA256Mismatch',
    });
    expect(
      verifySigV4({ ...good, headers: { ...good.headers, 'x-amz-acl': 'public-read' } }, credentials, at),
    ).toMatchObject({ code: 'AccessDenied' });
    expect(
      verifySigV4({ ...good, headers: { ...good.headers, authorization: undefined } }, credentials, at),
    ).toMatchObject({ code: 'AccessDenied' });
  });
});
