import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PROXY_SECRET } from '../adapters/payments/testing/test-sandbox';
import { MAX_QUERY_DEPTH, MAX_QUERY_FIELDS } from '../http/query-limits';
import { NUL_MESSAGE } from './input-guard';
import { PROXY_SECRET_HEADER } from './forwarded-client';
import { API_CSP, HSTS } from './security-headers';
import { configuredServer } from './testing/configured-server';
import { DEFAULT_MANIFEST, documentHash, UNTRUSTED_MESSAGE } from './trusted-documents';

type Server = Awaited<ReturnType<typeof configuredServer>>;
const ME = 'query Me { me { code success data { id } } }';
const INTROSPECTION = 'query { __schema { queryType { name } types { name } } }';
const manifest = JSON.parse(readFileSync(DEFAULT_MANIFEST, 'utf8')) as Record<
  string,
  { name: string; document: string }
>;

/** A comment thread `levels` replies deep: each level adds one to the query's depth. */
function deepReplies(levels: number): string {
  let inner = 'id';
  for (let i = 0; i < levels; i++) inner = `id replies { ${inner} }`;
  return `query { comments(courseId: "00000000-0000-0000-0000-000000000000") { code data { items { ${inner} } } } }`;
}

describe('production mode (NODE_ENV=production)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await configuredServer({ NODE_ENV: 'production', WEB_BASE_URL: 'https://manara.example' });
  });
  afterAll(async () => server?.close());

  it('has no introspection, GraphiQL or development routes', async () => {
    const res = await server.post(INTROSPECTION);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toBeNull();
    expect(res.body).toMatch(/introspection/i);
    const typeQuery = await server.post('query { __type(name: "User") { fields { name } } }');
    expect(typeQuery.statusCode).toBe(400);
    expect((await server.app.inject({ method: 'GET', url: '/graphiql' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });

  it('refuses queries deeper than the limit and answers those within it', async () => {
    const tooDeep = await server.post(deepReplies(MAX_QUERY_DEPTH));
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().data).toBeNull();
    const fine = await server.post(deepReplies(2));
    expect(fine.statusCode).toBe(200);
    expect(fine.json().data.comments.code).toBeTypeOf('string');
  });

  it('refuses more fields than the cost limit, counting aliases and every spread of a fragment', async () => {
    const aliases = Array.from({ length: MAX_QUERY_FIELDS + 1 }, (_, i) => `a${i}: __typename`).join(' ');
    const wide = await server.post(`query { ${aliases} }`);
    expect(wide.statusCode).toBe(400);
    expect(wide.json().errors[0].extensions).toEqual({ code: 'QUERY_TOO_COMPLEX' });

    // 50 fields in one fragment, spread under 10 aliases: 10 × (1 + 50) > 400, though only 60 fields are written.
    const fields = Array.from({ length: 50 }, (_, i) => `f${i}: code`).join(' ');
    const spreads = Array.from({ length: 10 }, (_, i) => `m${i}: me { ...F }`).join(' ');
    const fanOut = await server.post(`query { ${spreads} } fragment F on UserResponse { ${fields} }`);
    expect(fanOut.statusCode).toBe(400);
    expect(fanOut.json().errors[0].extensions).toEqual({ code: 'QUERY_TOO_COMPLEX' });

    const withinLimit = await server.post(
      `query { ${Array.from({ length: 3 }, (_, i) => `m${i}: me { ...F }`).join(' ')} } fragment F on UserResponse { ${fields} }`,
    );
    expect(withinLimit.statusCode).toBe(200);
  });

  it('refuses batched queries', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: [{ query: ME }, { query: ME }],
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses NUL characters in variables and documents before any resolver runs', async () => {
    const inVariables = await server.post('query B($slug: String) { blog(slug: $slug) { code } }', {
      slug: 'a\u0000b',
    });
    expect(inVariables.statusCode).toBe(400);
    expect(inVariables.json()).toEqual({ data: null, errors: [expect.objectContaining({ message: NUL_MESSAGE })] });
    const inDocument = await server.post('query { blog(slug: "a\\u0000b") { code } }');
    expect(inDocument.statusCode).toBe(400);
    expect(inDocument.body).toContain(NUL_MESSAGE);
    const query = encodeURIComponent('query B($slug: String) { blog(slug: $slug) { code } }');
    const overGet = await server.app.inject({
      method: 'GET',
      url: `/graphql?query=${query}&variables=${encodeURIComponent('{"slug":"a\\u0000b"}')}`,
    });
    expect(overGet.statusCode).toBe(400);
    expect(overGet.json()).toEqual({ data: null, errors: [{ message: NUL_MESSAGE }] });
  });

  it('names no schema field, type or enum value in "Did you mean" suggestions', async () => {
    // Each probe with the name graphql-js would suggest for its typo.
    const probes: Array<[string, Record<string, unknown> | undefined, string]> = [
      ['query { me { cod } }', undefined, 'code'],
      ['query { blogz { code } }', undefined, 'blogs'],
      ['query Q($s: Strin) { blog(slug: $s) { code } }', undefined, 'String'],
      ['query { blogs(sort: { field: VIEW }) { code } }', undefined, 'VIEWS'],
      ['query { blogs(sort: { feild: VIEWS }) { code } }', undefined, 'field'],
      ['query Q($s: BlogsSortInput) { blogs(sort: $s) { code } }', { s: { field: 'VIEW' } }, 'VIEWS'],
      ['query Q($s: BlogsSortInput) { blogs(sort: $s) { code } }', { s: { feild: 'VIEWS' } }, 'field'],
      ['query { blogs(sortt: { field: VIEWS }) { code } }', undefined, 'sort'],
      ['query { me { ... on UserRespons { code } } }', undefined, 'UserResponse'],
    ];
    for (const [query, variables, suggestion] of probes) {
      // The same document twice: the second run goes through the compiled (JIT) path.
      for (const res of [await server.post(query, variables), await server.post(query, variables)]) {
        const errors = res.json().errors as Array<{ message: string; extensions?: { field?: string } }>;
        expect(errors.length, query).toBeGreaterThan(0);
        const messages = errors.map((e) => e.message).join('\n');
        expect(messages, query).not.toMatch(/did you mean/i);
        expect(messages, query).not.toContain(`"${suggestion}"`);
        // A wrong value's error names the argument path the client wrote, never a suggestion.
        for (const path of errors.map((e) => e.extensions?.field).filter(Boolean))
          for (const segment of path!.split('.'))
            expect(`${query} ${JSON.stringify(variables ?? {})}`).toContain(segment);
      }
    }
  });

  it('sends the security headers on GraphQL, health and error answers, and HSTS behind TLS', async () => {
    for (const res of [
      await server.post(ME),
      await server.app.inject({ method: 'GET', url: '/healthz' }),
      await server.app.inject({ method: 'GET', url: '/nowhere' }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe(API_CSP);
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['permissions-policy']).toContain('camera=()');
      // WEB_BASE_URL is https: the deployment is behind TLS.
      expect(res.headers['strict-transport-security']).toBe(HSTS);
    }
  });
});

describe('development mode over plain http', () => {
  let server: Server;
  beforeAll(async () => {
    server = await configuredServer({ NODE_ENV: 'development', WEB_BASE_URL: 'http://localhost:3000' });
  });
  afterAll(async () => server?.close());

  it('allows introspection for tools', async () => {
    const res = await server.post(INTROSPECTION);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.__schema.queryType.name).toBe('Query');
  });

  it('sends HSTS only when our web server (with the proxy secret) says the request came over https', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    const proxied = await server.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https', [PROXY_SECRET_HEADER]: TEST_PROXY_SECRET },
    });
    expect(proxied.headers['strict-transport-security']).toBe(HSTS);
    // Without the secret the header is ignored, from loopback as from anywhere else.
    for (const [remoteAddress, secret] of [
      ['127.0.0.1', undefined],
      ['127.0.0.1', 'a-wrong-secret'],
      ['203.0.113.9', TEST_PROXY_SECRET.slice(0, -1)],
    ] as const) {
      const forged = await server.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https', ...(secret ? { [PROXY_SECRET_HEADER]: secret } : {}) },
        remoteAddress,
      });
      expect(forged.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('trusted documents', () => {
  const webMe = Object.values(manifest).find((d) => /^\s*query \w+[^{]*\{\s*me\s*\{/.test(d.document))!;

  it('the manifest lists the web documents by the hash of their text', () => {
    expect(Object.keys(manifest).length).toBeGreaterThan(40);
    for (const [hash, entry] of Object.entries(manifest)) expect(documentHash(entry.document)).toBe(hash);
    expect(webMe).toBeDefined();
  });

  it('with TRUSTED_DOCUMENTS=1 only the web documents are answered', async () => {
    const server = await configuredServer({ NODE_ENV: 'production', TRUSTED_DOCUMENTS: '1' });
    try {
      const known = await server.post(webMe.document);
      expect(known.statusCode).toBe(200);
      expect(known.json().data.me.code).toBe('UNAUTHENTICATED');
      for (const document of [ME, `${webMe.document} `, INTROSPECTION]) {
        const refused = await server.post(document);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({
          data: null,
          errors: [expect.objectContaining({ message: UNTRUSTED_MESSAGE })],
        });
      }
    } finally {
      await server.close();
    }
  });

  it('without it any valid document is answered', async () => {
    const server = await configuredServer({ NODE_ENV: 'production' });
    try {
      expect((await server.post(ME)).json().data.me.code).toBe('UNAUTHENTICATED');
      expect((await server.post(webMe.document)).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('a missing manifest stops the API at start', async () => {
    await expect(
      configuredServer({ TRUSTED_DOCUMENTS: '1', TRUSTED_DOCUMENTS_MANIFEST: '/nonexistent/manifest.json' }),
    ).rejects.toThrow();
  });
});
