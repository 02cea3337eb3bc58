import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { resolveStoredSecret } from '../lib/signing/stored-secret';

/**
 * Who the client is (rate limits are per address) and whether it came over TLS. Only our own web
 * server may say so: it overwrites X-Forwarded-For with the address it saw (apps/web/server.mjs)
 * and proves itself with the shared proxy secret. Without a valid secret the socket's address is
 * the client, whatever X-Forwarded-For says and even from loopback (decision 0030).
 */
export const PROXY_SECRET_HEADER = 'x-manara-proxy-secret';
export const PROXY_SECRET_FILE = 'internal-proxy-secret';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's address: the web's word for it when the proxy secret is right, else the socket's. */
    clientAddress: string;
    /** Our web server said the browser's request came over https. */
    forwardedHttps: boolean;
    /** The request carried the proxy secret: it comes from one of our web servers. */
    fromOurWeb: boolean;
  }
}

/** INTERNAL_PROXY_SECRET, or the one generated into the data directory (shared with the web there). */
export function resolveProxySecret(configured: string | undefined, dataDir: string): string {
  return resolveStoredSecret(configured, dataDir, PROXY_SECRET_FILE, 'proxy secret');
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() ?? '';

/** A checker comparing in constant time (digests of equal length, whatever was sent). */
export function proxySecretChecker(secret: string): (given: unknown) => boolean {
  const expected = digest(secret);
  return (given) => typeof given === 'string' && given !== '' && timingSafeEqual(digest(given), expected);
}

export function registerForwardedClient(app: FastifyInstance, secret: string): void {
  const fromOurWeb = proxySecretChecker(secret);
  app.decorateRequest('clientAddress', '');
  app.decorateRequest('forwardedHttps', false);
  app.decorateRequest('fromOurWeb', false);
  app.addHook('onRequest', (request, _reply, done) => {
    const trusted = fromOurWeb(request.headers[PROXY_SECRET_HEADER]);
    // Never logged, never passed on.
    delete request.headers[PROXY_SECRET_HEADER];
    // The web wrote exactly one address; balancers between it and us may have appended theirs.
    const forwarded = trusted ? first(request.headers['x-forwarded-for']) : '';
    request.clientAddress = isIP(forwarded) ? forwarded : request.ip;
    request.forwardedHttps = trusted && first(request.headers['x-forwarded-proto']) === 'https';
    request.fromOurWeb = trusted;
    done();
  });
}
