import { recordWhatsAppWebhook, type DomainDeps } from '@manara/domain';
import type { FastifyInstance } from 'fastify';

/** Meta's webhooks are small; anything larger is not one. */
const BODY_LIMIT = 256 * 1024;

/**
 * The WhatsApp Cloud API's webhook (decision 0068). GET answers Meta's subscription handshake with
 * its challenge when the verify token matches (403 otherwise). POST checks X-Hub-Signature-256
 * over the raw bytes (401 when missing or wrong, nothing recorded), then records statuses and STOP
 * replies, which is idempotent, and answers 200 so Meta stops retrying. Where no provider sends
 * webhooks (the outbox, or the channel off) both answer 404.
 */
export async function registerWhatsAppWebhook(app: FastifyInstance, deps: DomainDeps): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes, so the body stays a string until it is checked.
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.get<{ Querystring: Record<string, string | undefined> }>('/webhooks/whatsapp', async (request, reply) => {
      if (deps.whatsapp?.name !== 'cloud') return reply.code(404).send({ received: false });
      const challenge = deps.whatsapp.answerHandshake(request.query);
      if (challenge === null) return reply.code(403).send({ subscribed: false });
      return reply.code(200).type('text/plain').send(challenge);
    });
    scope.post('/webhooks/whatsapp', async (request, reply) => {
      if (deps.whatsapp?.name !== 'cloud') return reply.code(404).send({ received: false });
      const signature = request.headers['x-hub-signature-256'];
      const raw = typeof request.body === 'string' ? request.body : '';
      const webhook = deps.whatsapp.readWebhook(raw, typeof signature === 'string' ? signature : undefined);
      if (!webhook) {
        request.log.warn(
          { ip: request.ip, signed: Boolean(signature) },
          'WhatsApp webhook refused: signature missing or wrong',
        );
        return reply.code(401).send({ received: false });
      }
      const outcome = await recordWhatsAppWebhook(deps, webhook);
      request.log.info(outcome, 'WhatsApp webhook recorded');
      return reply.code(200).send({ received: true });
    });
  });
}
