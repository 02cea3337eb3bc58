/**
 * The web server's settings, read from the environment here and nowhere else in `src`
 * (server.mjs reads the ones it needs before Next starts: PORT, WEB_TRUST_PROXY, the proxy secret).
 */

/** Where the web server reaches the API (API_URL, else the local API_PORT). */
export function apiBaseUrl(): string {
  return process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
}

/** The public origin for absolute URLs (sitemap, robots, metadata); set by `npm start` as WEB_BASE_URL. */
export function webBaseUrl(): string {
  return (process.env.WEB_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** The secret the web sends with the client address it forwards (decision 0030); set by server.mjs. */
export function internalProxySecret(): string | undefined {
  return process.env.INTERNAL_PROXY_SECRET || undefined;
}
