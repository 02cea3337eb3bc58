import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { GENERATE_UPLOAD_LINK, MAKE_PUBLIC, putBytes, UPLOAD_FILE, uploadBytes } from './testing/upload-flows';

let server: TestServer;
let dataDir: string;
let token: string;
let png: Buffer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'manara-files-'));
  server = await createTestServer({ dataDir });
  token = (await signedInUser(server, { email: 'uploader@example.com' })).token;
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a21caf' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('generateUploadLink', () => {
  it('needs a signed-in user and a known model', async () => {
    const anonymous = await server.gql(GENERATE_UPLOAD_LINK, { variables: { input: { model: 'PROFILE_PICTURE' } } });
    expect(anonymous.body.data!.generateUploadLink.code).toBe('UNAUTHENTICATED');
    const noModel = await server.gql(GENERATE_UPLOAD_LINK, { token, variables: { input: {} } });
    expect(noModel.body.data!.generateUploadLink).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'model' }],
    });
  });

  it('gives a random private key, its size limit and a signed URL on the web origin', async () => {
    const res = await server.gql(GENERATE_UPLOAD_LINK, { token, variables: { input: { model: 'LECTURER_CV_FILE' } } });
    const link = res.body.data!.generateUploadLink.data;
    expect(link.key).toMatch(/^files\/lecturer-cv-file\/[0-9a-f]{32}$/);
    expect(link.maxBytes).toBe(10 * 1024 * 1024);
    expect(link.method).toBe('PUT');
    expect(new URL(link.uploadUrl).pathname).toBe(`/uploads/${link.key}`);
    expect(new URL(link.uploadUrl).searchParams.get('sig')).toMatch(/^[\w-]{43}$/);
  });
});

describe('upload route', () => {
  it('refuses forged tokens, writes once, and keeps the bytes private', async () => {
    const { link } = await uploadBytes(server, token, 'PROFILE_PICTURE', png);
    const forged = link.uploadUrl.replace(/max=\d+/, 'max=99999999');
    expect((await putBytes(server, forged, png)).statusCode).toBe(403);
    expect((await putBytes(server, link.uploadUrl, png)).statusCode).toBe(409);
    expect(await exists(path.join(dataDir, 'private-uploads', link.key))).toBe(true);
    expect((await server.app.inject({ method: 'GET', url: `/media/${link.key}` })).statusCode).toBe(404);
  });

  it('stops a body over the model limit', async () => {
    const res = await server.gql(GENERATE_UPLOAD_LINK, { token, variables: { input: { model: 'PROFILE_PICTURE' } } });
    const link = res.body.data!.generateUploadLink.data;
    const tooBig = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await putBytes(server, link.uploadUrl, tooBig)).statusCode).toBe(413);
    expect(await exists(path.join(dataDir, 'private-uploads', link.key))).toBe(false);
  });
});

describe('uploadFile', () => {
  it('accepts a real PNG and a real JPEG, with the type read from the bytes', async () => {
    const jpeg = await sharp(png).jpeg().toBuffer();
    for (const [bytes, type] of [
      [png, 'image/png'],
      [jpeg, 'image/jpeg'],
    ] as const) {
      const { link } = await uploadBytes(server, token, 'PROFILE_PICTURE', bytes, 'application/octet-stream');
      const res = await server.gql(UPLOAD_FILE, { token, variables: { file: link.key, model: 'PROFILE_PICTURE' } });
      expect(res.body.data!.uploadFile).toMatchObject({
        success: true,
        data: { key: link.key, contentType: type, size: bytes.length, isPublic: false },
      });
    }
  });

  it('refuses a program named .jpg and sent as image/jpeg, and deletes it', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const { link } = await uploadBytes(server, token, 'PROFILE_PICTURE', exe, 'image/jpeg');
    const res = await server.gql(UPLOAD_FILE, {
      token,
      locale: 'en',
      variables: { file: link.key, model: 'PROFILE_PICTURE' },
    });
    expect(res.body.data!.uploadFile).toMatchObject({
      code: 'VALIDATION_FAILED',
      success: false,
      data: null,
      fieldErrors: [{ field: 'file' }],
    });
    expect(await exists(path.join(dataDir, 'private-uploads', link.key))).toBe(false);
    const again = await server.gql(UPLOAD_FILE, { token, variables: { file: link.key, model: 'PROFILE_PICTURE' } });
    expect(again.body.data!.uploadFile.code).toBe('NOT_FOUND');
  });

  it('refuses a PDF where only images are allowed, and a model other than the link’s', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const cv = await uploadBytes(server, token, 'LECTURER_CV_FILE', pdf);
    const wrongModel = await server.gql(UPLOAD_FILE, {
      token,
      variables: { file: cv.link.key, model: 'PROFILE_PICTURE' },
    });
    expect(wrongModel.body.data!.uploadFile).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'model' }],
    });
    const ok = await server.gql(UPLOAD_FILE, { token, variables: { file: cv.link.key, model: 'LECTURER_CV_FILE' } });
    expect(ok.body.data!.uploadFile.data.contentType).toBe('application/pdf');
    const picture = await uploadBytes(server, token, 'PROFILE_PICTURE', pdf);
    const refused = await server.gql(UPLOAD_FILE, {
      token,
      variables: { file: picture.link.key, model: 'PROFILE_PICTURE' },
    });
    expect(refused.body.data!.uploadFile.code).toBe('VALIDATION_FAILED');
  });

  it('treats another user’s file as missing', async () => {
    const { link } = await uploadBytes(server, token, 'PROFILE_PICTURE', png);
    const other = (await signedInUser(server, { email: 'snooper@example.com' })).token;
    const res = await server.gql(UPLOAD_FILE, {
      token: other,
      variables: { file: link.key, model: 'PROFILE_PICTURE' },
    });
    expect(res.body.data!.uploadFile.code).toBe('NOT_FOUND');
    const publish = await server.gql(MAKE_PUBLIC, { token: other, variables: { input: [link.key] } });
    expect(publish.body.data!.makeFilesPublicAfterUpload.code).toBe('NOT_FOUND');
  });
});

describe('makeFilesPublicAfterUpload', () => {
  it('publishes checked files so /media serves them', async () => {
    const { link } = await uploadBytes(server, token, 'COMMENT_ATTACHMENT', png);
    const res = await server.gql(MAKE_PUBLIC, { token, variables: { input: [link.key] } });
    expect(res.body.data!.makeFilesPublicAfterUpload).toMatchObject({
      success: true,
      data: { items: [{ key: link.key, isPublic: true, contentType: 'image/png' }] },
    });
    const media = await server.app.inject({ method: 'GET', url: `/media/${link.key}` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
  });
});
