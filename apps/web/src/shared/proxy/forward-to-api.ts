/**
 * Same-origin proxy to the API (decision 0007): browsers and tools use one address. A route handler
 * rather than a next.config rewrite, because rewrites are frozen at build time and the API's
 * address is a runtime setting (API_URL).
 */
import { bodyCap, BodyTooLarge, cappedBody, declaredTooLarge } from './body-cap';
import { apiBaseUrl, internalProxySecret } from '@/shared/config/server-env';

const forwardedRequestHeaders = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'cookie',
  'user-agent',
  'x-manara-client',
  'if-none-match',
  'if-modified-since',
  // Video seeking (206 partial responses).
  'range',
  'if-range',
  // Safe retries of mutations (decision 0039).
  'idempotency-key',
  // Resumable uploads: the tus protocol's headers and our grant (decision 0062).
  'tus-resumable',
  'upload-length',
  'upload-offset',
  'upload-metadata',
  'upload-defer-length',
  'upload-grant',
];
// fetch() has already decoded the body, so length and encoding no longer describe it.
const droppedResponseHeaders = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

/** The header the API checks (apps/api/src/security/forwarded-client.ts). */
const PROXY_SECRET_HEADER = 'x-manara-proxy-secret';

/**
 * The client's address and scheme, as our web server (server.mjs) wrote them over whatever the
 * client sent, with the proxy secret that makes the API believe them (decision 0030). Without the
 * secret (the app run some other way) nothing is claimed and the API counts the web's address.
 */
function addClientHeaders(request: Request, headers: Headers): void {
  const secret = internalProxySecret();
  if (!secret) return;
  headers.set(PROXY_SECRET_HEADER, secret);
  for (const name of ['x-forwarded-for', 'x-forwarded-proto']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
}

function tooLarge(apiPath: string): Response {
  // The API's own answers: the upload route's code, Fastify's for an oversized body.
  const body = apiPath.startsWith('/uploads/')
    ? { code: 'FILE_TOO_LARGE' }
    : { code: 'BAD_REQUEST', message: 'Request body is too large' };
  return Response.json(body, { status: 413, headers: { connection: 'close', 'cache-control': 'no-store' } });
}

export async function forwardToApi(request: Request, apiPath: string): Promise<Response> {
  const source = new URL(request.url);
  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  addClientHeaders(request, headers);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  const cap = bodyCap(apiPath, source.search);
  if (hasBody && declaredTooLarge(request, cap)) return tooLarge(apiPath);
  const body = hasBody && request.body ? cappedBody(request.body, cap) : undefined;
  try {
    const upstream = await fetch(`${apiBaseUrl()}${apiPath}${source.search}`, {
      method: request.method,
      headers,
      body,
      // A streamed request body (undici requires saying so).
      ...(body ? { duplex: 'half' } : {}),
      redirect: 'manual',
      cache: 'no-store',
    } as RequestInit);
    const responseHeaders = new Headers();
    upstream.headers.forEach((value, name) => {
      if (!droppedResponseHeaders.has(name) && name !== 'set-cookie') responseHeaders.set(name, value);
    });
    for (const cookie of upstream.headers.getSetCookie()) responseHeaders.append('set-cookie', cookie);
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch (error) {
    if (error instanceof BodyTooLarge || (error as { cause?: unknown })?.cause instanceof BodyTooLarge)
      return tooLarge(apiPath);
    return Response.json(
      { data: null, errors: [{ message: 'Service unavailable' }] },
      { status: 503, headers: { 'retry-after': '5' } },
    );
  }
}

type CatchAllContext = { params: Promise<{ path: string[] }> };

/**
 * A catch-all route handler (`app/<prefix>/[...path]/route.ts`) forwarding to the same path on
 * the API: `export const GET = forwardUnder('/media')`.
 */
export function forwardUnder(prefix: string) {
  return async (request: Request, { params }: CatchAllContext): Promise<Response> => {
    const { path } = await params;
    return forwardToApi(request, `${prefix}/${path.map(encodeURIComponent).join('/')}`);
  };
}
