#!/usr/bin/env node
/**
 * The web server: Next.js behind a small Node server that decides who the client is from the
 * socket and WEB_TRUST_PROXY, and overwrites X-Forwarded-For with that one address before Next
 * sees the request; the same-origin proxy passes it to the API with the proxy secret (decision 0030).
 * Every way of running the web starts this file (scripts/lib/web-server.mjs), never `next start`.
 *
 *   node server.mjs [--port 3000] [--dev]
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { compileTrust, normaliseForwardedHeaders } from './server/forwarded-headers.mjs';
import { subscribeToCacheEvents } from './server/cache-events.mjs';
import { resolveProxySecret } from './server/proxy-secret.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, dev: { type: 'boolean', default: false } },
});
const dev = values.dev === true;
const port = Number(values.port ?? process.env.PORT ?? 3000);
// As `next start` does; React and Next pick their builds from it when first loaded, below.
if (!dev) process.env.NODE_ENV ??= 'production';
process.env.INTERNAL_PROXY_SECRET = resolveProxySecret(process.env, path.resolve(dir, '../..'));
const trust = compileTrust(process.env.WEB_TRUST_PROXY);

const { default: next } = await import('next');
const app = next({ dev, dir, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  normaliseForwardedHeaders(request, trust);
  void handle(request, response);
});
server.listen(port, () => console.log(`web listening on port ${port}${dev ? ' (development)' : ''}`));

// Content changes from the studio expire this copy's cached pages within seconds (decision 0028).
const secret = process.env.INTERNAL_PROXY_SECRET;
const stopCacheEvents = subscribeToCacheEvents({
  apiUrl: process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`,
  secret,
  onTags: async () => {
    const response = await fetch(`http://127.0.0.1:${port}/internal/revalidate`, {
      method: 'POST',
      headers: { 'x-manara-proxy-secret': secret },
    });
    if (!response.ok) throw new Error(`revalidate answered ${response.status}`);
  },
  // The API starts after the web in development, and restarts: keep trying quietly.
  retryMs: 2000,
  maxRetryMs: 30_000,
});

const stop = () => {
  stopCacheEvents();
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
