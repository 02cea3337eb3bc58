import { listenTo, type Database } from '@manara/db';
import type { FastifyInstance } from 'fastify';
import { CONTENT_CHANNEL } from './pg-content-events';

/** A comment line this often keeps the stream open through idle proxies. */
const HEARTBEAT_MS = 20_000;

/**
 * GET /internal/cache-events — server-sent events for our web servers only (the proxy secret):
 * each content change's tags, as every API copy hears them on the database channel, so each web
 * copy revalidates its pages (decision 0028). One database listener serves every stream.
 */
export async function registerCacheEventsRoute(app: FastifyInstance, database: Database): Promise<void> {
  const streams = new Map<(data: string) => void, () => void>();
  const stopListening = await listenTo(database, CONTENT_CHANNEL, (payload) => {
    for (const send of streams.keys()) send(payload);
  });
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of streams.values()) end();
    await stopListening();
  });

  app.get('/internal/cache-events', (request, reply) => {
    if (!request.fromOurWeb) return reply.code(404).send({ code: 'NOT_FOUND' });
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write(': connected\n\n');
    const send = (data: string) => out.write(`data: ${data}\n\n`);
    const heartbeat = setInterval(() => out.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      streams.delete(send);
      out.end();
    };
    streams.set(send, end);
    request.raw.on('close', end);
  });
}
