import type { Database } from '@manara/db';
import type { FastifyInstance } from 'fastify';

const READY_TIMEOUT_MS = 2000;

/** /healthz: the process is up. /readyz: the database answers within a bounded time. */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS));
    try {
      await Promise.race([database.exec('select 1'), timeout]);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
