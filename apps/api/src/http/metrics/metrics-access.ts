import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * With METRICS_TOKEN set, /metrics needs `Authorization: Bearer <token>`. Without it, only a
 * scraper on the same machine that came through no proxy (no X-Forwarded-For) may read it.
 */
export function metricsAllowed(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from((request.headers.authorization ?? '').replace(/^Bearer\s+/i, ''), 'utf8');
    const expected = Buffer.from(token, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
}
