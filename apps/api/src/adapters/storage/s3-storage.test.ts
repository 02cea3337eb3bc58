import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, S3Error } from './s3-storage';
import { startS3StandIn, type S3StandIn } from './testing/s3-stand-in';

let s3: S3StandIn;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let counter = 0;
const newKey = () => `files/comment-attachment/${(++counter).toString(16).padStart(32, '0')}`;
const link = (key: string, now = new Date()) =>
  createS3Storage(s3.config).createUploadTarget(key, { maxBytes: 1024, expiresInSeconds: 900, now });
const put = (target: { url: string; headers: Record<string, string> }, body: Buffer, headers = target.headers) =>
  fetch(target.url, { method: 'PUT', headers, body: new Uint8Array(body) });
const textOf = async (body: AsyncIterable<Uint8Array>) => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3.close();
});

describe('S3 storage against the SigV4-checking stand-in', () => {
  it('uploads privately through a presigned PUT, inspects, publishes, reads and removes', async () => {
    const storage = createS3Storage(s3.config);
    const key = newKey();
    const target = await link(key);
    expect(new URL(target.url).searchParams.get('X-Amz-SignedHeaders')).toBe('host;if-none-match');
    expect(new URL(target.url).searchParams.get('X-Amz-Expires')).toBe('900');
    expect((await put(target, png)).status).toBe(200);
    expect(s3.objects.has(`private/${key}`)).toBe(true);

    expect(await storage.inspect(key, 4)).toEqual({ size: png.length, head: new Uint8Array(png.subarray(0, 4)) });
    expect(await storage.readPublic(key)).toBeNull();

    await storage.publish(key);
    expect([...s3.objects.keys()].filter((k) => k.endsWith(key))).toEqual([`public/${key}`]);
    const published = await storage.readPublic(key);
    expect(published).toMatchObject({ size: png.length, etag: expect.stringMatching(/^"[0-9a-f]{32}"$/) });
    expect(await textOf(published!.body)).toEqual(png);
    expect(await storage.inspect(key, 64)).toEqual({ size: png.length, head: new Uint8Array(png) });

    await storage.publish(key);
    await storage.remove(key);
    expect([...s3.objects.keys()].filter((k) => k.endsWith(key))).toEqual([]);
    expect(await storage.inspect(key, 4)).toBeNull();
    expect(s3.requests.some((r) => r.auth === 'header')).toBe(true);
  });

  it('stores bytes the server made (a video poster) privately, signed in the header, and publishes them', async () => {
    const storage = createS3Storage(s3.config);
    const key = newKey();
    await storage.write(key, new Uint8Array(png), 'image/png');
    expect(s3.objects.get(`private/${key}`)!.body).toEqual(png);
    await storage.publish(key);
    expect(await textOf((await storage.readPublic(key))!.body)).toEqual(png);
  });

  it('writes each upload once, so checked bytes cannot be swapped', async () => {
    const key = newKey();
    const target = await link(key);
    expect((await put(target, png)).status).toBe(200);
    const again = await put(target, Buffer.from('MZ-program'));
    expect(again.status).toBe(412);
    expect(s3.objects.get(`private/${key}`)!.body).toEqual(png);
  });

  it('refuses a tampered, stripped or expired link', async () => {
    const key = newKey();
    const target = await link(key);
    const otherKey = target.url.replace(key, newKey());
    const tampered = await put({ ...target, url: otherKey }, png);
    expect(tampered.status).toBe(403);
    expect(await tampered.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    // The write-once header is signed: leaving it out breaks the signature.
    expect((await put(target, png, { 'content-type': 'application/octet-stream' })).status).toBe(403);
    const old = await link(key, new Date(Date.now() - 3600_000));
    const expired = await put(old, png);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
    expect(s3.objects.has(`private/${key}`)).toBe(false);
  });

  it('fails loudly with the wrong secret key instead of reading nothing', async () => {
    const wrong = createS3Storage({ ...s3.config, secretAccessKey: 'not-the-secret' });
    const error = await wrong.inspect(newKey(), 4).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect(error).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('reports an empty upload as size 0 and a missing one as nothing', async () => {
    const storage = createS3Storage(s3.config);
    const key = newKey();
    expect((await put(await link(key), Buffer.alloc(0))).status).toBe(200);
    expect(await storage.inspect(key, 4)).toEqual({ size: 0, head: new Uint8Array() });
    expect(await storage.inspect(newKey(), 4)).toBeNull();
    await storage.publish(newKey());
  });
});
