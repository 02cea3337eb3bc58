import { confirmPayment, type DomainDeps } from '@manara/domain';
import type { FastifyInstance } from 'fastify';

/**
 * POST /payments/callback?hmac=… — the provider's transaction-processed webhook. A missing or
 * wrong HMAC is refused (401) and logged, and nothing changes; an unknown order reference is
 * logged and acknowledged (200) so the provider stops retrying; everything else goes to
 * confirmPayment, which is idempotent. A database failure answers 500 so the provider retries.
 */
export function registerPaymentCallback(app: FastifyInstance, deps: DomainDeps): void {
  app.post<{ Querystring: { hmac?: string } }>('/payments/callback', async (request, reply) => {
    const hmac = typeof request.query.hmac === 'string' ? request.query.hmac : undefined;
    const verified = deps.payments.verifyWebhook(request.body, hmac);
    if (!verified) {
      request.log.warn({ ip: request.ip, hasHmac: Boolean(hmac) }, 'payment callback refused: HMAC missing or wrong');
      return reply.code(401).send({ received: false });
    }
    const outcome = await confirmPayment(deps, verified);
    request.log.info({ reference: verified.reference, result: outcome.result }, 'payment callback handled');
    return reply.code(200).send({ received: true, result: outcome.result });
  });
}
