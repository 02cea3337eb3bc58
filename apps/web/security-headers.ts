/**
 * Response headers for every page and file of the web app (docs/security.md, decision 0020).
 *
 * script-src keeps 'unsafe-inline': public pages are rendered once and served from the cache
 * (decision 0010), and Next writes each page's data as inline scripts, so a per-request nonce
 * would not match the cached HTML and hashes cannot be known before the page is rendered.
 * Everything else is closed: scripts only from this origin (no CDN, no eval in production), no
 * plugins, no <base> hijack, no framing by other sites, forms and fetches to this origin only.
 */
const BUNNY_PLAYER = 'https://iframe.mediadelivery.net';
/** Bunny Stream's tus endpoint, where the studio sends lesson videos when Bunny is configured (decision 0062). */
const BUNNY_UPLOADS = 'https://video.bunnycdn.com';
/** Bunny's pull zones, which serve a video's thumbnail. */
const BUNNY_THUMBNAILS = 'https://*.b-cdn.net';

export function contentSecurityPolicy(production = process.env.NODE_ENV === 'production'): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React refresh in development evaluates code; production never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', BUNNY_THUMBNAILS],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", BUNNY_UPLOADS],
    'frame-src': [BUNNY_PLAYER],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
export const HSTS = 'max-age=63072000; includeSubDomains';

type Header = { key: string; value: string };
type HeaderRule = { source: string; headers: Header[]; has?: Array<{ type: 'header'; key: string; value: string }> };

/**
 * The API's paths the web forwards (decision 0007). Their answers carry the API's own headers —
 * `default-src 'none'; sandbox` on user files, the sandbox page's own policy — which the page
 * policy must neither join nor replace (docs/security.md), so no rule here touches them.
 */
export const API_PROXIED_PREFIXES = [
  'graphql',
  'media',
  'img',
  'video',
  'uploads',
  'invoices',
  'certificates',
  'sandbox',
  'payments',
  'dev',
] as const;
const API_PROXIED = `(?:${API_PROXIED_PREFIXES.join('|')})(?:/|$)`;

/** Every path the web answers itself, proxied API paths excluded. */
export const WEB_PATHS = `/:path((?!${API_PROXIED}).*)`;
/** Every path the web answers itself but the hashed static files (the build's scripts and styles, the core fonts): those run under their page's policy. */
export const DOCUMENT_PATHS = `/:path((?!_next/static/|fonts/|${API_PROXIED}).*)`;

/**
 * next.config `headers()`: nosniff and the referrer policy on everything the web answers itself;
 * the document policies (CSP, framing, permissions, opener) on those but `/_next/static`, where
 * they do nothing and cost about 1 KB on each script file (decision 0019's page weight); HSTS when
 * the request reached the proxy over TLS. Proxied API paths keep the API's headers only.
 */
export function securityHeaderRules(): HeaderRule[] {
  return [
    {
      source: WEB_PATHS,
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      ],
    },
    {
      source: DOCUMENT_PATHS,
      headers: [
        { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
        { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
      ],
    },
    {
      source: WEB_PATHS,
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: HSTS }],
    },
    // The core font files' names carry a hash of their bytes (scripts/subset-fonts.ts).
    { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
  ];
}
