/**
 * Same-origin proxy to the API (docs/ARCHITECTURE.md): browsers and tools use one address. A route handler
 * rather than a next.config rewrite, because rewrites are frozen at build time and the API's
 * address is a runtime setting (API_URL).
 */
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
];
// fetch() has already decoded the body, so length and encoding no longer describe it.
const droppedResponseHeaders = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

export function apiBaseUrl(): string {
  return process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
}

export async function forwardToApi(request: Request, apiPath: string): Promise<Response> {
  const source = new URL(request.url);
  const headers = new Headers();
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const forwardedFor = request.headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', forwardedFor ?? '127.0.0.1');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const upstream = await fetch(`${apiBaseUrl()}${apiPath}${source.search}`, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      cache: 'no-store',
    });
    const responseHeaders = new Headers();
    upstream.headers.forEach((value, name) => {
      if (!droppedResponseHeaders.has(name) && name !== 'set-cookie') responseHeaders.set(name, value);
    });
    for (const cookie of upstream.headers.getSetCookie()) responseHeaders.append('set-cookie', cookie);
    return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  } catch {
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
