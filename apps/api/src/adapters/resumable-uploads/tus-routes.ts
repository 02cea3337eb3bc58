import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DomainDeps } from '@manara/domain';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocalStorage } from '../storage/local-storage';
import { isLocalResumableUploads } from './local-resumable-uploads';
import { checkGrantHeader, GRANT_HEADER, tusUploadId } from './tus-grant';

const TUS_PATH = '/uploads/tus';

/** An answer the tus server sends as it is (its hooks throw these). */
const refusal = (status_code: number, code: string) => ({ status_code, body: JSON.stringify({ code }) });

/**
 * `/uploads/tus` (decision 0062): the tus 1.0 server (@tus/server, core and creation) for the
 * local storage. Every request carries the grant `generateUploadLink` signed; an upload's id is
 * derived from the granted key, so a grant creates, resumes and reads one upload only, once, up
 * to its size. Unfinished bytes wait in the staging folder; the last PATCH moves the file into the
 * private uploads under its key, where `uploadFile` checks it like any other upload.
 */
export async function registerTusRoutes(
  app: FastifyInstance,
  deps: Pick<DomainDeps, 'storage' | 'now' | 'resumableUploads'>,
): Promise<void> {
  const { storage, resumableUploads } = deps;
  if (!isLocalResumableUploads(resumableUploads) || !isLocalStorage(storage)) return;
  await mkdir(resumableUploads.stagingDir, { recursive: true });
  const grantOf = (request: Request) => {
    const check = checkGrantHeader(request.headers.get(GRANT_HEADER), resumableUploads.secret, deps.now());
    return check.ok ? check.grant : null;
  };

  const tus = new Server({
    path: TUS_PATH,
    datastore: new FileStore({ directory: resumableUploads.stagingDir }),
    // Site-relative, so the upload continues through the web's same-origin proxy.
    relativeLocation: true,
    allowedHeaders: [GRANT_HEADER],
    maxSize: (request) => grantOf(request)?.maxBytes ?? 0,
    namingFunction: (request) => tusUploadId(grantOf(request)?.key ?? ''),
    async onIncomingRequest(request, uploadId) {
      if (request.method === 'OPTIONS') return;
      const check = checkGrantHeader(request.headers.get(GRANT_HEADER), resumableUploads.secret, deps.now());
      if (!check.ok) throw refusal(403, check.reason === 'expired' ? 'LINK_EXPIRED' : 'FORBIDDEN');
      const { key } = check.grant;
      if (request.method === 'POST') {
        // One object per grant: a second creation would start the same file over.
        if (await storage.exists(key)) throw refusal(409, 'ALREADY_UPLOADED');
        return;
      }
      if (uploadId !== tusUploadId(key)) throw refusal(403, 'FORBIDDEN');
    },
    async onUploadFinish(request, upload) {
      const key = grantOf(request)?.key;
      const target = key ? storage.privateFile(key) : null;
      if (!key || !target) throw refusal(403, 'FORBIDDEN');
      await mkdir(path.dirname(target), { recursive: true });
      const staged = path.join(resumableUploads.stagingDir, upload.id);
      await rename(staged, target);
      await rm(`${staged}.json`, { force: true });
      return {};
    },
  });

  await app.register(async (scope) => {
    // The bytes stream to the tus server untouched (PATCH bodies are never parsed or held).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      reply.raw.setHeader('cache-control', 'no-store');
      await tus.handle(request.raw, reply.raw);
    };
    scope.route({ method: ['POST', 'HEAD', 'PATCH', 'OPTIONS', 'DELETE'], url: TUS_PATH, handler: handle });
    scope.route({ method: ['HEAD', 'PATCH', 'OPTIONS', 'DELETE'], url: `${TUS_PATH}/:id`, handler: handle });
  });
}
