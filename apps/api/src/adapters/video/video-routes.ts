import type { DomainDeps } from '@manara/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { findLocalVideo } from './local-video-files';
import { isLocalVideoProvider } from './local-video-provider';
import { sendFileRange } from '../../lib/send-file-range';

interface VideoRequest {
  Params: { '*': string };
  Querystring: { expires?: string; sig?: string };
}

function refuse(reply: FastifyReply, status: number, code: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ code });
}

/**
 * `GET /video/<key>?expires=…&sig=…` (and HEAD): a local video file for the holder of a URL the
 * local provider signed — 403 when forged or expired, 404 when no file, Range for seeking.
 * Registered only when the local provider is in use (Bunny serves its own player).
 */
export function registerVideoRoutes(app: FastifyInstance, deps: Pick<DomainDeps, 'video' | 'now'>): void {
  const provider = deps.video;
  if (!isLocalVideoProvider(provider)) return;

  // A wildcard: an uploaded video's key has slashes (`files/course-video/…`).
  app.get<VideoRequest>('/video/*', async (request, reply) => {
    const key = request.params['*'];
    const check = provider.checkLink(key, request.query.expires, request.query.sig, deps.now());
    if (check !== 'ok') return refuse(reply, 403, check === 'expired' ? 'LINK_EXPIRED' : 'FORBIDDEN');
    const found = await findLocalVideo(provider.dirs, key, provider.storedFile);
    if (!found) return refuse(reply, 404, 'NOT_FOUND');

    // Each URL is private to its holder and dies at `expires`; caches may keep it no longer.
    const maxAge = Math.max(0, Number(request.query.expires) - Math.floor(deps.now().getTime() / 1000));
    reply
      .header('cache-control', `private, max-age=${maxAge}`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .type(found.contentType);
    return sendFileRange(reply, request.headers.range, found.file, found.size);
  });
}
