import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type Platform } from './support/platform';

/**
 * The web's same-origin proxy as an attacker meets it (docs/security.md): a forged
 * X-Forwarded-For gets past no per-address limit, through the web or straight to the API
 * (decision 0030), and a huge request body is refused without the web holding it. A platform of
 * its own: exhausting the limits of 127.0.0.x here must not starve the other journeys.
 */
let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform?.stop());

interface Answer {
  status: number;
  body: string;
}

/** One POST from a chosen loopback address (so each run has counters of its own). */
function post(url: string, localAddress: string, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', localAddress, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

let unique = 0;
const email = (prefix: string) => `${prefix}-${Date.now()}-${(unique += 1)}@example.com`;
let cvKey = '';

const limits: Array<{ name: string; limit: number; query: string; input: () => Record<string, unknown> }> = [
  {
    name: 'login (per e-mail and address)',
    limit: 10,
    query: 'mutation L($input: EmailAndPasswordLoginInput) { emailAndPasswordLogin(input: $input) { code } }',
    input: () => ({ email: 'victim@example.com', password: 'Wrong#2026' }),
  },
  {
    name: 'sign-up',
    limit: 20,
    query: 'mutation R($input: RegisterAsUserInput) { registerAsUser(input: $input) { code } }',
    input: () => ({ firstName: 'Sara', lastName: 'Ali', email: email('signup'), password: 'Secret123' }),
  },
  {
    name: 'code sending',
    limit: 20,
    query: 'mutation S($input: SendEmailVerificationCodeInput) { sendEmailVerificationCode(input: $input) { code } }',
    input: () => ({ email: email('code'), purpose: 'PASSWORD_RESET' }),
  },
  {
    name: 'contact form',
    limit: 5,
    query: 'mutation C($input: SendContactMessageInput) { sendContactMessage(input: $input) { code } }',
    input: () => ({
      name: 'Hoda Ali',
      email: email('contact'),
      subject: 'Hello',
      message: 'A question about courses.',
    }),
  },
  {
    name: 'signed-out upload links',
    limit: 10,
    query: 'mutation U($input: GenerateUploadLinkInput) { generateUploadLink(input: $input) { code } }',
    input: () => ({ model: 'LECTURER_CV_FILE' }),
  },
  {
    name: 'lecturer application',
    limit: 10,
    query: 'mutation A($input: RegisterAsLecturerInput) { registerAsLecturer(input: $input) { code } }',
    input: () => ({
      firstName: 'Mona',
      lastName: 'Adel',
      arFirstName: 'منى',
      arLastName: 'عادل',
      email: email('lecturer'),
      code: '123456',
      phone: '01001234567',
      phoneCountry: 'EG',
      fieldOfTrainingId: '00000000-0000-4000-8000-000000000001',
      jobTitleId: '00000000-0000-4000-8000-000000000002',
      enBio: 'Sports nutritionist with ten years of clinic work.',
      arBio: 'أخصائية تغذية رياضية بخبرة عشر سنوات.',
      cvFile: cvKey,
    }),
  },
];

describe('a forged X-Forwarded-For resets no per-address limit', () => {
  beforeAll(async () => {
    // A real CV key for the applications (counted at another address).
    const answer = await post(
      `${platform.apiUrl}/graphql`,
      '127.0.0.99',
      { 'content-type': 'application/json' },
      JSON.stringify({
        query: 'mutation U($input: GenerateUploadLinkInput) { generateUploadLink(input: $input) { data { key } } }',
        variables: { input: { model: 'LECTURER_CV_FILE' } },
      }),
    );
    cvKey = JSON.parse(answer.body).data.generateUploadLink.data.key;
  });

  let address = 10;
  for (const limit of limits) {
    for (const via of ['web', 'api'] as const) {
      it(`${limit.name}, ${via === 'web' ? 'through the web' : 'straight to the API'}`, async () => {
        const localAddress = `127.0.0.${(address += 1)}`;
        const url = `${via === 'web' ? platform.baseUrl : platform.apiUrl}/graphql`;
        const codes: string[] = [];
        for (let i = 0; i <= limit.limit; i++) {
          const answer = await post(
            url,
            localAddress,
            {
              'content-type': 'application/json',
              'accept-language': 'en',
              'x-forwarded-for': `203.0.113.${i + 1}`,
              // A guess at the web's secret changes nothing either.
              ...(via === 'api' ? { 'x-manara-proxy-secret': 'guessed' } : {}),
            },
            JSON.stringify({ query: limit.query, variables: { input: limit.input() } }),
          );
          expect(answer.status).toBe(200);
          codes.push((Object.values(JSON.parse(answer.body).data)[0] as { code: string }).code);
        }
        expect(codes.slice(0, limit.limit)).not.toContain('RATE_LIMITED');
        expect(codes.at(-1)).toBe('RATE_LIMITED');
      });
    }
  }
});

/** The web server's resident memory in MB (Linux). */
function webRssMb(): number {
  const status = readFileSync(`/proc/${platform.webPid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)![1]) / 1024;
}

/**
 * Posts `totalMb` of zeros, with the length declared in Content-Length or streamed chunked
 * without one. The answer is taken whenever it comes: a declared length over the limit is answered
 * before a byte is read (the body follows only if no answer came within a second), a chunked one
 * once the limit is passed, and the server then closes, so writes failing after it are expected.
 * (fetch with a streamed body rejected with EPIPE when the close won the race with the answer.)
 */
function postLarge(path: string, totalMb: number, length: 'declared' | 'chunked'): Promise<Answer> {
  const chunk = Buffer.alloc(1024 * 1024);
  return new Promise((resolve, reject) => {
    let answered = false;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (length === 'declared') headers['content-length'] = String(totalMb * chunk.length);
    const req = httpRequest(`${platform.baseUrl}${path}`, { method: 'POST', headers }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: text });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    req.flushHeaders();
    setTimeout(
      () => {
        if (answered) return;
        let sent = 0;
        const write = () => {
          while (sent < totalMb && !answered && !req.destroyed) {
            sent += 1;
            if (!req.write(chunk)) return void req.once('drain', write);
          }
          if (!answered && !req.destroyed) req.end();
        };
        write();
      },
      length === 'declared' ? 1000 : 0,
    );
  });
}

describe('the proxy never holds a request body', () => {
  it('answers 413 to a few hundred MB posted to /graphql, declared or chunked, and its memory stays flat', async () => {
    const before = webRssMb();
    const declared = await postLarge('/graphql', 300, 'declared');
    expect(declared.status).toBe(413);
    const chunked = await postLarge('/graphql', 300, 'chunked');
    expect(chunked.status).toBe(413);
    const after = webRssMb();
    // Buffering would have cost at least the 300 MB; streaming costs a few chunks.
    expect(after - before).toBeLessThan(100);
    // The web still serves afterwards.
    expect((await fetch(`${platform.baseUrl}/en`)).status).toBe(200);
  });
});
