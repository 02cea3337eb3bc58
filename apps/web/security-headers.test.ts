import { describe, expect, it } from 'vitest';
import {
  API_PROXIED_PREFIXES,
  contentSecurityPolicy,
  DOCUMENT_PATHS,
  securityHeaderRules,
  WEB_PATHS,
} from './security-headers';

const matcher = (source: string) => new RegExp(`^/${source.slice('/:path'.length)}$`);

describe('web security headers', () => {
  it('production CSP: no eval, scripts only from this origin, no framing, no plugins', () => {
    const csp = contentSecurityPolicy(true);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
  });

  it('development allows eval for React refresh only', () => {
    expect(contentSecurityPolicy(false)).toContain("'unsafe-eval'");
  });

  it('sends HSTS only for requests that reached the proxy over https', () => {
    const rules = securityHeaderRules();
    const always = rules.filter((r) => !r.has);
    const keys = always.flatMap((r) => r.headers.map((h) => h.key));
    expect(keys).not.toContain('Strict-Transport-Security');
    expect(keys).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'X-Frame-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
    const tls = rules.find((r) => r.has)!;
    expect(tls.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }]);
    expect(tls.headers).toEqual([{ key: 'Strict-Transport-Security', value: expect.stringMatching(/^max-age=\d+/) }]);
  });

  it('puts the document policies on every path but the hashed static files, and nosniff on all', () => {
    const rules = securityHeaderRules();
    const documents = rules.find((r) => r.source === DOCUMENT_PATHS)!;
    expect(documents.headers.map((h) => h.key)).toContain('Content-Security-Policy');
    const pattern = matcher(DOCUMENT_PATHS);
    for (const page of ['/', '/en', '/program/x', '/en/blogs/a/b', '/_next/image', '/media-kit', '/en/videos'])
      expect(pattern.test(page)).toBe(true);
    expect(pattern.test('/_next/static/chunks/app.js')).toBe(false);
    expect(pattern.test('/fonts/ibm-plex-sans-arabic-latin-core-400.f8d40b0c27.woff2')).toBe(false);
    const everywhere = rules.find((r) => r.source === WEB_PATHS && !r.has)!;
    expect(everywhere.headers.map((h) => h.key)).toEqual(['X-Content-Type-Options', 'Referrer-Policy']);
  });

  it('leaves the proxied API paths to the API: no rule adds to or replaces its headers there', () => {
    const proxied = API_PROXIED_PREFIXES.flatMap((prefix) => [`/${prefix}`, `/${prefix}/a/b.png`]);
    for (const rule of securityHeaderRules().filter((r) => !r.source.startsWith('/fonts/'))) {
      const pattern = matcher(rule.source);
      for (const path of proxied) expect(pattern.test(path), `${rule.source} on ${path}`).toBe(false);
    }
  });
});
