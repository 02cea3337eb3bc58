import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Headers on every API answer. The API serves JSON, files and two small HTML pages (the sandbox
 * checkout and GraphiQL in development), so its policy forbids everything but same-origin
 * styles, images and forms; pages that need more set their own Content-Security-Policy.
 */
export const API_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
export const PDF_CSP = "frame-ancestors 'none'";
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Behind TLS: the request came over https, directly or through our web server (forwarded-client.ts). */
export function overTls(request: FastifyRequest, secureCookies: boolean): boolean {
  return secureCookies || request.forwardedHttps || request.protocol === 'https';
}

const FIXED_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
};

export function registerSecurityHeaders(app: FastifyInstance, options: { secureCookies: boolean; devTools: boolean }) {
  // A callback hook, not async: one promise less on every response.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(FIXED_HEADERS);
    // GraphiQL (development only) loads its scripts from a CDN and inline; it keeps no policy.
    const graphiql = options.devTools && request.url.startsWith('/graphiql');
    if (!reply.hasHeader('content-security-policy') && !graphiql) {
      // Browsers show PDFs (invoice and certificate previews) with a built-in viewer that a
      // default-src 'none' policy on the PDF itself would block; framing stays forbidden.
      const pdf = String(reply.getHeader('content-type') ?? '').startsWith('application/pdf');
      reply.header('content-security-policy', pdf ? PDF_CSP : API_CSP);
    }
    if (overTls(request, options.secureCookies)) reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}
