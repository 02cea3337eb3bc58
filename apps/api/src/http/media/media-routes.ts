import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { PublicObject, StoragePort } from '@manara/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { immutableCacheControl, matchesEtag } from './http-cache';
import { ImageCache } from './image-cache';
import { formatContentType, negotiateFormat, parseImageParams } from './image-params';
import { createLimiter, QueueFullError } from '../../lib/limit-concurrency';
import { resolveMediaPath } from '../../lib/media-key';
import { sendFileRange } from '../../lib/send-file-range';
import { renderImage } from './render-image';
import { contentTypeOf, sniffContentType } from './sniff-content-type';

export interface MediaRoutesOptions {
  uploadsDir: string;
  /** Encoded images, `<dataDir>/cache/img`. */
  imageCacheDir: string;
  /** The disk those may take (ImageCache prunes the least recently used); unbounded when unset. */
  imageCacheMaxBytes?: number;
  /** Renders at once; sharp uses its own threads, so a burst must not take every core. */
  renderConcurrency?: number;
  /** Renders allowed to wait; beyond that the route answers 503. */
  maxPendingRenders?: number;
  /** Published uploads not on this disk (S3-compatible storage) are read through the port. */
  storage?: Pick<StoragePort, 'name' | 'readPublic'>;
}

/** Images read from the storage into memory for resizing are refused above this size. */
const MAX_REMOTE_IMAGE_BYTES = 50 * 1024 * 1024;

type KeyRoute = { Params: { '*': string }; Querystring: Record<string, string | string[] | undefined> };

function sendError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ code, message });
}

/** The stored file of the request's key, or null when the key is unsafe or nothing is stored there. */
async function storedFile(uploadsDir: string, key: string) {
  const file = resolveMediaPath(uploadsDir, key);
  if (!file) return null;
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
}

/** The public object of a safe key from the storage, when it is not local disk (that is `uploadsDir`). */
async function storedObject(options: MediaRoutesOptions, key: string): Promise<PublicObject | null> {
  if (!options.storage || options.storage.name === 'local' || !resolveMediaPath(options.uploadsDir, key)) return null;
  return options.storage.readPublic(key);
}

const discard = (object: PublicObject) => (object.body as Partial<Readable>).destroy?.();

/** The first chunk for sniffing, and a stream of all the bytes (that chunk included). */
async function peek(object: PublicObject): Promise<{ head: Buffer; body: Readable }> {
  const iterator = object.body[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head = first.done ? Buffer.alloc(0) : Buffer.from(first.value);
  async function* all() {
    yield head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, body: Readable.from(all()) };
}

async function readAll(object: PublicObject): Promise<Buffer> {
  if (object.size > MAX_REMOTE_IMAGE_BYTES) throw new Error('stored image too large to convert');
  const chunks: Uint8Array[] = [];
  for await (const chunk of object.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * `GET /media/<key>`: the stored original. `GET /img/<key>?w&h&fmt&q&fit&bg`: resized and
 * re-encoded, cached on disk. Both immutable for a year with ETags (keys never change content).
 */
export function registerMediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): void {
  const cache = new ImageCache(
    options.imageCacheDir,
    (error) => app.log.warn({ err: error }, 'image cache write failed'),
    options.imageCacheMaxBytes,
  );
  const limiter = createLimiter(options.renderConcurrency ?? 2, options.maxPendingRenders ?? 64);

  app.get<KeyRoute>('/media/*', async (request, reply) => {
    const found = await storedFile(options.uploadsDir, request.params['*']);
    if (!found) {
      const object = await storedObject(options, request.params['*']);
      if (!object) return sendError(reply, 404, 'NOT_FOUND', 'No media under this key');
      reply.header('etag', object.etag).header('cache-control', immutableCacheControl);
      if (matchesEtag(request.headers['if-none-match'], object.etag)) return (discard(object), reply.code(304).send());
      const { head, body } = await peek(object);
      reply
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-length', object.size)
        .type(contentTypeOf(head));
      return reply.send(body);
    }
    const etag = `"${found.size.toString(16)}-${Math.trunc(found.mtimeMs).toString(16)}"`;
    reply.header('etag', etag).header('cache-control', immutableCacheControl);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const contentType = await sniffContentType(found.file);
    // Stored files are data, never documents that run in the site's origin. A promo video seeks
    // by ranges (and Safari plays none without them).
    reply.header('content-security-policy', "default-src 'none'; sandbox").type(contentType);
    return sendFileRange(reply, request.headers.range, found.file, found.size);
  });

  app.get<KeyRoute>('/img/*', async (request, reply) => {
    const parsed = parseImageParams(request.query);
    if (!parsed.ok) return sendError(reply, 400, 'VALIDATION_FAILED', parsed.message);
    const file = await storedFile(options.uploadsDir, request.params['*']);
    const object = file ? null : await storedObject(options, request.params['*']);
    if (!file && !object) return sendError(reply, 404, 'NOT_FOUND', 'No media under this key');
    const format = parsed.params.format ?? negotiateFormat(request.headers.accept);
    if (!parsed.params.format) reply.header('vary', 'Accept');
    const params = { ...parsed.params, format };
    // The source's size and time are part of the name, so a replaced file never meets an old render.
    const hash = createHash('sha256')
      .update(
        JSON.stringify(
          file
            ? [path.relative(options.uploadsDir, file.file), file.size, file.mtimeMs, params]
            : [request.params['*'], object!.etag, params],
        ),
      )
      .digest('hex')
      .slice(0, 40);
    const etag = `"${hash}"`;
    reply.header('etag', etag).header('cache-control', immutableCacheControl);
    if (matchesEtag(request.headers['if-none-match'], etag)) return (object && discard(object), reply.code(304).send());
    try {
      // A stored object is read only when its render is not cached yet.
      const render = async () => renderImage(file ? file.file : await readAll(object!), params);
      const { body, rendered } = await cache.get(hash, () => limiter.run(render));
      if (object && !rendered) discard(object);
      return reply.type(formatContentType[format]).header('content-length', body.length).send(body);
    } catch (error) {
      if (object) discard(object);
      reply.removeHeader('etag').removeHeader('vary');
      if (error instanceof QueueFullError) {
        return sendError(
          reply.header('retry-after', '5'),
          503,
          'SERVICE_UNAVAILABLE',
          'Too many images are being prepared; try again shortly',
        );
      }
      request.log.warn({ err: error, key: request.params['*'] }, 'image render failed');
      return sendError(reply, 415, 'VALIDATION_FAILED', 'The stored file is not an image that can be converted');
    }
  });
}
