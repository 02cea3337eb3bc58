import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATE_UPLOAD_LINK, MAKE_PUBLIC, UPLOAD_FILE } from '../../modules/files/testing/upload-flows';
import { signedInUser } from '../../testing/auth-flows';
import { createTestServer, type Json, type TestServer } from '../../testing/test-server';
import { createS3Storage } from './s3-storage';
import { startS3StandIn, type S3StandIn } from './testing/s3-stand-in';

let s3: S3StandIn;
let server: TestServer;
let dataDir: string;
let token: string;
let png: Buffer;

beforeAll(async () => {
  s3 = await startS3StandIn();
  dataDir = await mkdtemp(path.join(tmpdir(), 'manara-s3-'));
  server = await createTestServer({ dataDir, storage: createS3Storage(s3.config) });
  token = (await signedInUser(server, { email: 's3-uploader@example.com' })).token;
  png = await sharp({ create: { width: 640, height: 320, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** What the web does: ask for a link, then PUT the bytes with the headers it names straight to the store. */
async function upload(model: string, bytes: Buffer) {
  const res = await server.gql(GENERATE_UPLOAD_LINK, { token, variables: { input: { model } } });
  const link: Json = res.body.data!.generateUploadLink.data;
  const headers = Object.fromEntries(link.headers.map((h: { name: string; value: string }) => [h.name, h.value]));
  const put = await fetch(link.uploadUrl, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  return { link, status: put.status };
}

describe('uploads with S3-compatible storage', () => {
  it('uploads straight to the bucket, checks the bytes there, and serves them through /media and /img once public', async () => {
    const { link, status } = await upload('COMMENT_ATTACHMENT', png);
    expect(status).toBe(200);
    expect(link.uploadUrl.startsWith(`${s3.config.endpoint}/${s3.config.bucket}/private/${link.key}?`)).toBe(true);
    expect((await server.app.inject({ method: 'GET', url: `/media/${link.key}` })).statusCode).toBe(404);

    const checked = await server.gql(UPLOAD_FILE, {
      token,
      variables: { file: link.key, model: 'COMMENT_ATTACHMENT' },
    });
    expect(checked.body.data!.uploadFile.data).toMatchObject({
      contentType: 'image/png',
      size: png.length,
      isPublic: false,
    });
    const published = await server.gql(MAKE_PUBLIC, { token, variables: { input: [link.key] } });
    expect(published.body.data!.makeFilesPublicAfterUpload.data.items[0]).toMatchObject({ isPublic: true });

    const media = await server.app.inject({ method: 'GET', url: `/media/${link.key}` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.rawPayload.equals(png)).toBe(true);
    const again = await server.app.inject({
      method: 'GET',
      url: `/media/${link.key}`,
      headers: { 'if-none-match': String(media.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const img = await server.app.inject({ method: 'GET', url: `/img/${link.key}?w=320&fmt=webp` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect((await sharp(img.rawPayload).metadata()).width).toBe(320);
    const cached = await server.app.inject({ method: 'GET', url: `/img/${link.key}?w=320&fmt=webp` });
    expect(cached.rawPayload.equals(img.rawPayload)).toBe(true);
  });

  it('refuses a program disguised as an image and deletes it from the bucket', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
    const { link, status } = await upload('COMMENT_ATTACHMENT', exe);
    expect(status).toBe(200);
    const res = await server.gql(UPLOAD_FILE, { token, variables: { file: link.key, model: 'COMMENT_ATTACHMENT' } });
    expect(res.body.data!.uploadFile).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'file' }] });
    expect([...s3.objects.keys()].some((k) => k.endsWith(link.key))).toBe(false);
  });

  it('refuses (and deletes) bytes over the model limit that a presigned PUT could not stop', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const { link } = await upload('PROFILE_PICTURE', big);
    const res = await server.gql(UPLOAD_FILE, {
      token,
      locale: 'en',
      variables: { file: link.key, model: 'PROFILE_PICTURE' },
    });
    expect(res.body.data!.uploadFile).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'file' }] });
    expect([...s3.objects.keys()].some((k) => k.endsWith(link.key))).toBe(false);
  });
});
