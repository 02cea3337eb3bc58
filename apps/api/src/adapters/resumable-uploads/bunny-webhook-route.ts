import { recordHostedVideoReport, type DomainDeps } from '@manara/domain';
import type { FastifyInstance } from 'fastify';
import { isBunnyResumableUploads } from './bunny-resumable-uploads';

/** Bunny's status callbacks are a few dozen bytes. */
const BODY_LIMIT = 16 * 1024;

/**
 * `POST /webhooks/bunny-stream` (decision 0062): Bunny Stream's video status callback. The
 * signature (`X-BunnyStream-Signature`, HMAC-SHA256 of the exact bytes with the library's
 * read-only key) is checked before anything is read: 401 and nothing recorded when it is missing
 * or wrong. A signed report is recorded (idempotent) and answered 200 so Bunny stops retrying,
 * also when it names no video of ours. Without Bunny configured: 404.
 */
export async function registerBunnyWebhook(app: FastifyInstance, deps: DomainDeps): Promise<void> {
  const uploads = deps.resumableUploads;
  if (!isBunnyResumableUploads(uploads)) return;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post('/webhooks/bunny-stream', async (request, reply) => {
      const signature = request.headers['x-bunnystream-signature'];
      const raw = typeof request.body === 'string' ? request.body : '';
      const signed = typeof signature === 'string' ? signature : undefined;
      const report = uploads.readWebhook(raw, signed);
      if (report === 'ignored') return reply.code(200).send({ received: true });
      if (!report) {
        request.log.warn({ ip: request.ip, signed: Boolean(signed) }, 'Bunny webhook refused');
        return reply.code(401).send({ received: false });
      }
      const status = await recordHostedVideoReport(deps, report);
      request.log.info({ videoId: report.videoId, reported: report.status, status }, 'Bunny webhook recorded');
      return reply.code(200).send({ received: true });
    });
  });
}
