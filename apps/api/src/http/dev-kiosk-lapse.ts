import { findOrderByReference, updateOrder, type Db } from '@manara/db';
import type { FastifyInstance } from 'fastify';

/**
 * Development only (DEV_TOOLS): brings a waiting kiosk reference's deadline to now, so the job
 * runner's next pass lapses it and cancels the order as it would after 48 hours (decision 0066).
 * e2e tests use it instead of waiting two days; it never exists in production.
 */
export function registerDevKioskLapse(app: FastifyInstance, db: Db): void {
  app.post<{ Querystring: { reference?: string } }>('/dev/kiosk-lapse', async (request, reply) => {
    const order = await findOrderByReference(db, String(request.query.reference ?? ''));
    if (!order || order.status !== 'PENDING' || !order.kioskReference) return reply.code(404).send({ lapsing: false });
    await updateOrder(db, order.id, { kioskExpiresAt: new Date() });
    return { lapsing: true };
  });
}
