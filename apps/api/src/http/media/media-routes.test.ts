import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMediaRoutes } from './media-routes';
import { contentTypeOf } from './sniff-content-type';

let root: string;
let cacheDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'media-routes-'));
  const uploads = path.join(root, 'uploads');
  cacheDir = path.join(root, 'cache', 'img');
  await mkdir(path.join(uploads, 'content', 'programs'), { recursive: true });
  const source = sharp({ create: { width: 1280, height: 720, channels: 3, background: '#3366aa' } });
  await source
    .clone()
    .webp()
    .toFile(path.join(uploads, 'content', 'programs', 'acl.webp'));
  // A WebP stored under a .jpg name: the type must come from the content.
  await source
    .clone()
    .webp()
    .toFile(path.join(uploads, 'content', 'programs', 'misnamed.jpg'));
  await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toFile(path.join(uploads, 'content', 'clear.png'));
  await writeFile(path.join(uploads, 'content', 'notes.txt'), 'not an image');
  await writeFile(path.join(root, 'secret.txt'), 'outside the uploads');
  app = Fastify();
  registerMediaRoutes(app, { uploadsDir: uploads, imageCacheDir: cacheDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('GET /media/<key>', () => {
  it('serves the original with its real type, an ETag and a year of caching', async () => {
    const response = await get('/media/content/programs/misnamed.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(contentTypeOf(response.rawPayload)).toBe('image/webp');
    expect(Number(response.headers['content-length'])).toBe(
      (await stat(path.join(root, 'uploads/content/programs/misnamed.jpg'))).size,
    );
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/media/content/programs/acl.webp');
    const again = await get('/media/content/programs/acl.webp', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('serves the byte range asked for, as video players seek, and 416 past the end', async () => {
    const whole = await get('/media/content/programs/acl.webp');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const part = await get('/media/content/programs/acl.webp', { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));
    const past = await get('/media/content/programs/acl.webp', { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers 404 with a JSON error for a missing key', async () => {
    const response = await get('/media/content/programs/none.webp');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'No media under this key' });
  });

  it.each([
    '/media/..%2Fsecret.txt',
    '/media/%2e%2e/secret.txt',
    '/media/content/%2e%2e/%2e%2e/secret.txt',
    '/media/content%5C..%5C..%5Csecret.txt',
    '/media/content/notes.txt%00.png',
    '/media//etc/passwd',
  ])('never leaves the uploads folder: %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('outside the uploads');
  });
});

describe('GET /img/<key>', () => {
  it('resizes and encodes to the requested format', async () => {
    const response = await get('/img/content/programs/acl.webp?w=320&h=180&fmt=jpeg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers.vary).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(contentTypeOf(response.rawPayload)).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 180]);
  });

  it('keeps the aspect ratio with a width only and crops to cover with both', async () => {
    const wide = await sharp((await get('/img/content/programs/acl.webp?w=640&fmt=webp')).rawPayload).metadata();
    expect([wide.format, wide.width, wide.height]).toEqual(['webp', 640, 360]);
    const square = await sharp(
      (await get('/img/content/programs/acl.webp?w=320&h=320&fmt=webp')).rawPayload,
    ).metadata();
    expect([square.width, square.height]).toEqual([320, 320]);
  });

  it('never enlarges', async () => {
    const meta = await sharp((await get('/img/content/programs/acl.webp?w=1920&fmt=webp')).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 720]);
  });

  it.each([
    ['image/avif,image/webp,*/*', 'image/avif'],
    ['image/webp,*/*', 'image/webp'],
    ['*/*', 'image/jpeg'],
  ])('picks the format from Accept %s and varies on it', async (accept, type) => {
    const response = await get('/img/content/programs/acl.webp?w=320', { accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(contentTypeOf(response.rawPayload)).toBe(type);
    expect(response.headers.vary).toBe('Accept');
  });

  it('flattens transparency onto the background for JPEG', async () => {
    const response = await get('/img/content/clear.png?fmt=jpeg&bg=ff0000');
    const { data } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([data[0]! > 200, data[1]! < 50, data[2]! < 50]).toEqual([true, true, true]);
  });

  it('answers 304 to a matching If-None-Match, per format', async () => {
    const url = '/img/content/programs/acl.webp?w=768';
    const avif = await get(url, { accept: 'image/avif' });
    expect((await get(url, { accept: 'image/avif', 'if-none-match': String(avif.headers.etag) })).statusCode).toBe(304);
    expect((await get(url, { accept: 'image/webp', 'if-none-match': String(avif.headers.etag) })).statusCode).toBe(200);
  });

  it('serves the second request from the disk cache', async () => {
    const url = '/img/content/programs/acl.webp?w=1024&fmt=webp&q=70';
    const first = await get(url);
    const hash = String(first.headers.etag).replaceAll('"', '');
    const cached = path.join(cacheDir, hash);
    expect((await readdir(cacheDir)).includes(hash)).toBe(true);
    // Replace the stored render: the next answer must be read from the file, not rendered again.
    await writeFile(cached, 'from the cache');
    const second = await get(url);
    expect(second.body).toBe('from the cache');
  });

  it.each([
    ['?w=500', /Width must be one of/],
    ['?q=0', /Quality/],
    ['?fmt=gif', /Format/],
    ['?fit=stretch', /Fit/],
    ['?w=320&w=640', /more than once/],
  ])('refuses bad parameters %s with a JSON 400', async (query, message) => {
    const response = await get(`/img/content/programs/acl.webp${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(message);
  });

  it('answers 404 for a missing or unsafe key and 415 for a file that is no image', async () => {
    expect((await get('/img/content/none.webp?w=320')).statusCode).toBe(404);
    expect((await get('/img/..%2Fsecret.txt?w=320')).statusCode).toBe(404);
    const notImage = await get('/img/content/notes.txt?w=320&fmt=webp');
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The stored file is not an image that can be converted',
    });
    expect(notImage.headers.etag).toBeUndefined();
  });
});
