import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE_SECONDS } from '../scripts/lib/page-cache-nginx.mjs';
import { latestCode } from './support/outbox';
import { startCluster, type Cluster } from './support/scale-out-cluster';

// Scale-out (decision 0023): two API and two web servers behind nginx, on PostgreSQL and Redis. The
// journey runs through the web balancer the way a browser does (same-origin /graphql, the session
// cookie, the sandbox checkout), so every request crosses a web copy and then an API copy.

const ENVELOPE = 'code message success';
let cluster: Cluster;
let cookie = '';
const servedBy = { web: new Set<string>(), api: new Set<string>() };

/** nginx adds X-Upstream on each balancer; a response that crossed both carries both. */
function recordUpstreams(response: Response): void {
  for (const address of (response.headers.get('x-upstream') ?? '').split(/,\s*/).filter(Boolean)) {
    if (cluster.webUpstreams.includes(address)) servedBy.web.add(address);
    if (cluster.apiUpstreams.includes(address)) servedBy.api.add(address);
  }
}

async function gql(query: string, variables: Record<string, unknown> = {}, ip = '203.0.113.10'): Promise<any> {
  const response = await fetch(`${cluster.webUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      'x-manara-client': 'web',
      'x-forwarded-for': ip,
      cookie,
    },
    body: JSON.stringify({ query, variables }),
  });
  recordUpstreams(response);
  const session = response.headers.getSetCookie().find((c) => c.startsWith('manara_session='));
  if (session) cookie = session.split(';')[0]!;
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return Object.values(body.data)[0];
}

describe('scale-out: two API and two web copies behind nginx', () => {
  beforeAll(async () => {
    cluster = await startCluster();
  });
  afterAll(async () => {
    await cluster?.stop();
  });

  it('walks sign-up → buy → learn with requests landing on different copies', async () => {
    const email = `scale-${Date.now()}@example.com`;
    const password = 'Scale#2026';
    const registered = await gql(
      `mutation($input: RegisterAsUserInput) { registerAsUser(input: $input) { ${ENVELOPE} } }`,
      {
        input: { firstName: 'Scale', lastName: 'Out', email, password },
      },
    );
    expect(registered.success).toBe(true);
    const code = await latestCode(cluster.apiUrl, email);
    const verified = await gql(
      `mutation($input: VerifyUserVerificationCodeByEmailInput) { verifyUserVerificationCodeByEmail(input: $input) { ${ENVELOPE} } }`,
      {
        input: { email, code, purpose: 'EMAIL_VERIFICATION' },
      },
    );
    expect(verified.success).toBe(true);
    const login = await gql(
      `mutation($input: EmailAndPasswordLoginInput) { emailAndPasswordLogin(input: $input) { ${ENVELOPE} } }`,
      {
        input: { email, password },
      },
    );
    expect(login.success).toBe(true);
    expect(cookie).toMatch(/^manara_session=/);

    const courses = await gql(
      `query { courses(filter: { isFree: false, type: COURSE }, paginate: { page: 1, limit: 1 }) { ${ENVELOPE} data { items { id slug } } } }`,
    );
    const course = courses.data.items[0] as { id: string; slug: string };
    const added = await gql(
      `mutation($input: CreateCartItemInput) { createCartItem(input: $input) { ${ENVELOPE} data { totalQuantity } } }`,
      {
        input: { learningProgramId: course.id, learningProgramType: 'COURSE' },
      },
    );
    expect(added.data.totalQuantity).toBe(1);
    const checkout = await gql(`mutation { createCheckOut { ${ENVELOPE} data { paymentLink reference } } }`);
    expect(checkout.success).toBe(true);

    // The hosted sandbox page, then its Pay button: the sandbox sends the signed callback back
    // through the balancers, and whichever API copy receives it completes the order.
    const page = await fetch(checkout.data.paymentLink);
    expect(page.status).toBe(200);
    const token = new URL(checkout.data.paymentLink).searchParams.get('token')!;
    const paid = await fetch(`${cluster.webUrl}/sandbox/checkout/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, outcome: 'pay', lang: 'en' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    let enrolled: { program: { id: string } }[] = [];
    for (let i = 0; i < 40 && enrolled.length === 0; i++) {
      const mine = await gql(
        `query { myInProgress(paginate: { page: 1, limit: 10 }) { ${ENVELOPE} data { items { program { id } } } } }`,
      );
      enrolled = mine.data.items;
      if (enrolled.length === 0) await new Promise((r) => setTimeout(r, 250));
    }
    expect(enrolled.map((item) => item.program.id)).toEqual([course.id]);

    const syllabus = await gql(
      `query($id: String) { insideCourseSallabusSite(courseId: $id) { ${ENVELOPE} data { items { lessons { id isAvailable isPreview type } } } } }`,
      { id: course.id },
    );
    const lessons = (
      syllabus.data.items as { lessons: { id: string; isAvailable: boolean; isPreview: boolean; type: string }[] }[]
    ).flatMap((s) => s.lessons);
    const lesson = lessons.find((l) => !l.isPreview) ?? lessons[0]!;
    expect(lesson.isAvailable).toBe(true);
    const opened = await gql(`query($id: String) { lessonSite(lessonId: $id) { ${ENVELOPE} data { id } } }`, {
      id: lesson.id,
    });
    expect(opened.success).toBe(true);
    const completed = await gql(
      `mutation($id: String) { toggleLessonCompletion(lessonId: $id) { ${ENVELOPE} data { isCompleted progress { completedLessonsCount } } } }`,
      { id: lesson.id },
    );
    expect(completed.data).toMatchObject({ isCompleted: true, progress: { completedLessonsCount: 1 } });

    // A video link signed by one API copy plays from the other: the signing key is shared.
    const video = lessons.find((l) => l.type === 'VIDEO');
    if (!video) throw new Error('the demo course has no video lesson');
    const credentials = await gql(
      `query($input: VideoCredentialsInput) { getBunnyViewVideoCredentials(input: $input) { ${ENVELOPE} data { finalUrl } } }`,
      {
        input: { lessonId: video.id },
      },
    );
    const videoUrl = new URL(credentials.data.finalUrl, cluster.webUrl).toString();
    const videoServedBy = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const response = await fetch(videoUrl, { headers: { range: 'bytes=0-99' } });
      expect(response.status).toBe(206);
      videoServedBy.add(
        (response.headers.get('x-upstream') ?? '').split(/,\s*/).find((a) => cluster.apiUpstreams.includes(a)) ?? '',
      );
      await response.arrayBuffer();
    }
    expect([...videoServedBy].sort()).toEqual([...cluster.apiUpstreams].sort());

    // Server-rendered pages from both web copies.
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${cluster.webUrl}${i % 2 ? '/en' : ''}/program/${course.slug}`);
      recordUpstreams(response);
      expect(response.status).toBe(200);
    }

    expect([...servedBy.web].sort()).toEqual([...cluster.webUpstreams].sort());
    expect([...servedBy.api].sort()).toEqual([...cluster.apiUpstreams].sort());
    expect(new Set(cluster.apiAccessLog()).size).toBeGreaterThanOrEqual(2);
    // Nothing half-done: one paid order, one enrolment, whoever handled which step.
    expect(
      cluster.sql(`select count(*) from enrollments e join users u on u.id = e.user_id where u.email = '${email}'`),
    ).toBe('1');
  });

  it('shows an administrator’s edit to visitors within seconds on both web copies and through the page cache', async () => {
    // An administrator's session, from the API balancer as a web server would ask for it.
    const asAdmin = async (query: string, variables: Record<string, unknown>, token?: string): Promise<any> => {
      const response = await fetch(`${cluster.apiUrl}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          'x-forwarded-for': '203.0.113.40',
          'x-manara-proxy-secret': cluster.proxySecret,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: Record<string, unknown>; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return Object.values(body.data)[0];
    };
    const login = await asAdmin(
      `mutation($input: EmailAndPasswordLoginInput) { emailAndPasswordLogin(input: $input) { ${ENVELOPE} data { token } } }`,
      { input: { email: 'admin@manara.test', password: cluster.demoPasswords['admin@manara.test'] } },
    );
    expect(login.success, login.message).toBe(true);
    const token = login.data.token as string;
    const courses = await gql(
      `query { courses(filter: { isFree: false, type: COURSE }, paginate: { page: 1, limit: 1 }) { ${ENVELOPE} data { items { id slug } } } }`,
    );
    const course = courses.data.items[0] as { id: string; slug: string };
    const path = `/en/program/${course.slug}`;

    // A returning English visitor (locale cookie, no session) is answered from the page cache.
    const visit = (base: string) => fetch(`${base}${path}`, { headers: { cookie: 'NEXT_LOCALE=en' } });
    await (await visit(cluster.webUrl)).text();
    const cached = await visit(cluster.webUrl);
    await cached.text();
    expect(cached.headers.get('x-cache')).toBe('HIT');

    const opened = await asAdmin(
      `query($programId: ID) { studioProgram(programId: $programId) { ${ENVELOPE} data { program { version } } } }`,
      { programId: course.id },
      token,
    );
    const title = `Edited Live ${Date.now().toString(36)}`;
    const saved = await asAdmin(
      `mutation($input: UpdateProgramInput) { updateProgram(input: $input) { ${ENVELOPE} } }`,
      { input: { programId: course.id, version: opened.data.program.version, changes: { enTitle: title } } },
      token,
    );
    expect(saved.success, saved.message).toBe(true);
    const editedAt = Date.now();

    // Each web copy expired its own cached page on the API's content event (decision 0028)...
    for (const upstream of cluster.webUpstreams) {
      await expect
        .poll(async () => (await (await visit(`http://${upstream}`)).text()).includes(title), { timeout: 15_000 })
        .toBe(true);
    }
    // ...and the page cache in front holds its copy for seconds only (decision 0069).
    await expect
      .poll(async () => (await (await visit(cluster.webUrl)).text()).includes(title), {
        timeout: (PAGE_CACHE_SECONDS + 10) * 1000,
        interval: 500,
      })
      .toBe(true);
    expect(Date.now() - editedAt).toBeLessThan((PAGE_CACHE_SECONDS + 10) * 1000);
    // Then it is served from the cache again, edited.
    const again = await visit(cluster.webUrl);
    expect(await again.text()).toContain(title);
    expect(again.headers.get('x-cache')).toBe('HIT');
  });

  it('keeps one rate limit across both API copies, counted in Redis', async () => {
    const ip = '198.51.100.77';
    const email = `limit-${Date.now()}@example.com`;
    const seen = new Set<string>();
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await fetch(`${cluster.apiUrl}/graphql`, {
        method: 'POST',
        // Straight to the API balancer, naming the client as a web server would (with the proxy secret).
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          'x-forwarded-for': ip,
          'x-manara-proxy-secret': cluster.proxySecret,
        },
        body: JSON.stringify({
          query: `mutation($input: EmailAndPasswordLoginInput) { emailAndPasswordLogin(input: $input) { code } }`,
          variables: { input: { email, password: 'Wrong#2026' } },
        }),
      });
      seen.add(response.headers.get('x-upstream') ?? '');
      codes.push(
        ((await response.json()) as { data: { emailAndPasswordLogin: { code: string } } }).data.emailAndPasswordLogin
          .code,
      );
    }
    expect([...seen].sort()).toEqual([...cluster.apiUpstreams].sort());
    // Ten refusals for the wrong password (per e-mail and IP: 10 per 15 minutes), then the limit.
    expect(codes.slice(0, 10).every((code) => code !== 'RATE_LIMITED')).toBe(true);
    expect(codes[10]).toBe('RATE_LIMITED');
    expect(cluster.redis('--scan', '--pattern', `manara:rl:*${ip}*`)).not.toBe('');
    expect(cluster.sql(`select count(*) from rate_limits where key like '%${ip}%'`)).toBe('0');
  });

  it('counts requests through nginx and the webs by the address nginx saw, never a forged X-Forwarded-For', async () => {
    const email = `forged-${Date.now()}@example.com`;
    const forged = '203.0.113.99';
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${cluster.webUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': forged },
        body: JSON.stringify({
          query: `mutation($input: EmailAndPasswordLoginInput) { emailAndPasswordLogin(input: $input) { code } }`,
          variables: { input: { email, password: 'Wrong#2026' } },
        }),
      });
      expect(response.status).toBe(200);
    }
    // nginx (trusted by the webs, WEB_TRUST_PROXY) saw this test at 127.0.0.1; the webs named that
    // address to the API; the forged one and nginx's own (127.0.0.2) count nowhere.
    const keys = cluster.redis('--scan', '--pattern', `manara:rl:*${email}*`);
    expect(keys).toContain(`${email}:127.0.0.1`);
    expect(keys).not.toContain(forged);
    expect(keys).not.toContain('127.0.0.2');
  });
});
