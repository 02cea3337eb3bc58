import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PROXY_SECRET } from '../adapters/payments/testing/test-sandbox';
import { GENERATE_UPLOAD_LINK } from '../modules/files/testing/upload-flows';
import { REGISTER_AS_LECTURER } from '../modules/lecturers/testing/application-flows';
import { LOGIN, REGISTER, SEND_CODE } from '../testing/auth-flows';
import { createTestServer, type Json, type TestServer } from '../testing/test-server';
import { PROXY_SECRET_HEADER } from './forwarded-client';

/**
 * Rate limits are per client address, and only our web server (proving itself with the proxy
 * secret) may name that address: rotating X-Forwarded-For, from loopback as from anywhere, gets
 * past none of them (decision 0030). The web's half — it overwrites the header with the socket's
 * address — is e2e/security-forwarded-for.e2e.test.ts.
 */
let server: TestServer;
let cvKey: string;
beforeAll(async () => {
  server = await createTestServer();
  const link = await server.gql(GENERATE_UPLOAD_LINK, {
    variables: { input: { model: 'LECTURER_CV_FILE' } },
    ip: '192.0.2.200',
  });
  cvKey = link.body.data!.generateUploadLink.data.key;
});
afterAll(() => server?.close());

const ids = { field: '00000000-0000-4000-8000-000000000001', job: '00000000-0000-4000-8000-000000000002' };
let unique = 0;
const email = (prefix: string) => `${prefix}-${(unique += 1)}@example.com`;

interface Limit {
  name: string;
  limit: number;
  query: string;
  /** The variables of attempt `i` (attempts that each count once against the per-address limit). */
  variables: (i: number) => Record<string, unknown>;
}

const limits: Limit[] = [
  {
    name: 'login (per e-mail and address)',
    limit: 10,
    query: LOGIN,
    variables: () => ({ input: { email: 'victim@example.com', password: 'Wrong#2026' } }),
  },
  {
    name: 'sign-up',
    limit: 20,
    query: REGISTER,
    variables: () => ({
      input: { firstName: 'Sara', lastName: 'Ali', email: email('signup'), password: 'Secret123' },
    }),
  },
  {
    name: 'code sending',
    limit: 20,
    query: SEND_CODE,
    variables: () => ({ input: { email: email('code'), purpose: 'PASSWORD_RESET' } }),
  },
  {
    name: 'contact form',
    limit: 5,
    query: `mutation S($input: SendContactMessageInput) { sendContactMessage(input: $input) { code } }`,
    variables: () => ({
      input: { name: 'Hoda Ali', email: email('contact'), subject: 'Hello', message: 'A question about courses.' },
    }),
  },
  {
    name: 'signed-out upload links',
    limit: 10,
    query: GENERATE_UPLOAD_LINK,
    variables: () => ({ input: { model: 'LECTURER_CV_FILE' } }),
  },
  {
    name: 'lecturer application',
    limit: 10,
    query: REGISTER_AS_LECTURER,
    variables: () => ({
      input: {
        firstName: 'Mona',
        lastName: 'Adel',
        arFirstName: 'منى',
        arLastName: 'عادل',
        email: email('lecturer'),
        code: '123456',
        phone: '01001234567',
        phoneCountry: 'EG',
        fieldOfTrainingId: ids.field,
        jobTitleId: ids.job,
        enBio: 'Sports nutritionist with ten years of clinic work.',
        arBio: 'أخصائية تغذية رياضية بخبرة عشر سنوات.',
        cvFile: cvKey,
      },
    }),
  },
];

let socket = 0;
/** limit + 1 attempts from one socket address, each naming another client in X-Forwarded-For. */
async function attempts(limit: Limit, secret: string | undefined, remoteAddress: string): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i <= limit.limit; i++) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress,
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${i + 1}`,
        ...(secret === undefined ? {} : { [PROXY_SECRET_HEADER]: secret }),
      },
      payload: { query: limit.query, variables: limit.variables(i) },
    });
    const data = (response.json() as Json).data as Record<string, { code: string }>;
    codes.push(Object.values(data)[0]!.code);
  }
  return codes;
}

describe.each(limits)('$name: a rotated X-Forwarded-For does not reset the limit', (limit) => {
  it.each([
    ['from loopback without the proxy secret', '127.0.0.1', undefined],
    ['from loopback with a wrong proxy secret', '127.0.0.1', 'not-the-secret'],
    ['from elsewhere with a truncated proxy secret', '198.51.100.7', TEST_PROXY_SECRET.slice(0, -1)],
  ])('%s', async (_, base, secret) => {
    // Each run its own socket address, so one run's counters never reach another's.
    socket += 1;
    const remoteAddress = base === '127.0.0.1' ? `127.0.${socket}.1` : `198.51.${socket}.7`;
    const codes = await attempts(limit, secret, remoteAddress);
    expect(codes.slice(0, limit.limit)).not.toContain('RATE_LIMITED');
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });

  it('our web server, with the secret, does name the client (each address counted on its own)', async () => {
    socket += 1;
    const codes = await attempts(limit, TEST_PROXY_SECRET, `127.0.${socket}.1`);
    expect(codes).not.toContain('RATE_LIMITED');
  });
});
