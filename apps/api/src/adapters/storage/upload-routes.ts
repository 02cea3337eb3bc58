import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DomainDeps } from '@manara/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isLocalStorage, type LocalStorage } from './local-storage';
import { checkUploadGrant } from './upload-link-signature';

class TooLarge extends Error {}

interface UploadRequest {
  Params: { '*': string };
  Querystring: { max?: string; expires?: string; sig?: string };
}

/** Passes bytes through until more than `max` have come, then fails the stream. */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      callback(seen > max ? new TooLarge() : null, chunk);
    },
  });
}

function refuse(reply: FastifyReply, status: number, code: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ code });
}

/** Streams the body to the private file; false when it would exceed the grant. */
async function writeOnce(
  storage: LocalStorage,
  key: string,
  body: NodeJS.ReadableStream,
  maxBytes: number,
): Promise<'ok' | 'too-large' | 'exists'> {
  const file = storage.privateFile(key);
  if (!file || (await storage.exists(key))) return 'exists';
  await mkdir(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails when the file appeared meanwhile: a link writes one object, once.
    await pipeline(body, byteLimit(maxBytes), createWriteStream(file, { flags: 'wx' }));
    return 'ok';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
    await rm(file, { force: true });
    if (error instanceof TooLarge) return 'too-large';
    throw error;
  }
}

/**
 * `PUT /uploads/<key>?max&expires&sig`: the local storage's upload URL (decision 0015). The
 * signature covers the object key, the size limit and the expiry; the bytes go to the private folder, once.
 * Nothing is trusted yet: `uploadFile` sniffs and checks them afterwards.
 */
export async function registerUploadRoutes(
  app: FastifyInstance,
  deps: Pick<DomainDeps, 'storage' | 'now'>,
): Promise<void> {
  const storage = deps.storage;
  if (!isLocalStorage(storage)) return;
  await app.register(async (scope) => {
    // Any media type: the body is streamed to disk untouched, never parsed (and not held by bodyLimit).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.put<UploadRequest>('/uploads/*', async (request, reply) => {
      const check = checkUploadGrant(request.params['*'], request.query, storage.secret, deps.now());
      if (!check.ok) return refuse(reply, 403, check.reason === 'expired' ? 'LINK_EXPIRED' : 'FORBIDDEN');
      const { key, maxBytes } = check.grant;
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > maxBytes) return refuse(reply, 413, 'FILE_TOO_LARGE');
      const outcome = await writeOnce(storage, key, request.raw, maxBytes);
      if (outcome === 'exists') return refuse(reply, 409, 'ALREADY_UPLOADED');
      if (outcome === 'too-large') return refuse(reply.header('connection', 'close'), 413, 'FILE_TOO_LARGE');
      return reply.code(200).header('cache-control', 'no-store').send({ key });
    });
  });
}
