import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../testing/auth-flows';
import { createTestServer, type TestServer } from '../testing/test-server';

/** Request cost and the search rate limit (decision 0036). */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const searches = (n: number) =>
  `query { ${Array.from({ length: n }, (_, i) => `s${i}: allSearch(filter: { searchKey: "تغذية ${i}" }) { code }`).join(' ')} }`;

describe('request cost', () => {
  it('refuses 199 aliased searches at once, before any runs, in the request language', async () => {
    for (const [locale, message] of [
      ['en', 'This request asks for too much at once. Ask for fewer items or split it into several requests.'],
      ['ar', 'هذا الطلب يطلب الكثير دفعة واحدة. اطلب عناصر أقل أو قسّمه إلى عدة طلبات.'],
    ] as const) {
      const started = performance.now();
      const res = await server.gql(searches(199), { locale, ip: freshIp() });
      const ms = performance.now() - started;
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        data: null,
        errors: [{ message, extensions: { code: 'QUERY_TOO_COSTLY', maxCost: expect.any(Number) } }],
      });
      // Running them took 2.1 s; judging the document takes milliseconds.
      expect(ms).toBeLessThan(1000);
    }
  });

  it('still answers a page of search results and a normal list', async () => {
    const res = await server.gql(
      'query { allSearch(filter: { searchKey: "تغذية", limit: 20 }) { code } courses(paginate: { limit: 50 }) { code } }',
      { ip: freshIp() },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ allSearch: { code: 'OK' }, courses: { code: 'OK' } });
  });
});

describe('search rate limit', () => {
  it('limits searches per client address, each alias counting, other addresses unaffected', async () => {
    const previous = server.deps.limits;
    server.deps.limits = { searchPerAddressPerMinute: 5 };
    try {
      const ip = freshIp();
      const first = await server.gql(searches(3), { ip, locale: 'en' });
      expect(Object.values(first.body.data!).map((r: { code: string }) => r.code)).toEqual(['OK', 'OK', 'OK']);
      // The aliases run side by side: which one is the sixth search is a matter of timing.
      const second = await server.gql(searches(3), { ip, locale: 'en' });
      expect(
        Object.values(second.body.data!)
          .map((r: { code: string }) => r.code)
          .sort(),
      ).toEqual(['OK', 'OK', 'RATE_LIMITED']);
      const elsewhere = await server.gql(searches(1), { ip: freshIp() });
      expect(elsewhere.body.data!.s0.code).toBe('OK');
    } finally {
      server.deps.limits = previous;
    }
  });
});
