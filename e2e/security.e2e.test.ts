import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedAccount } from './support/accounts';
import { api } from './support/api';
import { localeUrl, locales, newPage, useBrowser } from './support/browser';

/**
 * Security in the browser (docs/security.md): the web's security headers on real responses, no CSP
 * violations on key pages in Chromium, and stored XSS payloads in a name and a comment rendered
 * as text (docs/security.md).
 */
const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const browser = useBrowser();

let course: { id: string; slug: string };
let blog: { slug: string; category: { slug: string } };
beforeAll(async () => {
  const list = await api<{ courses: { data: { items: Array<{ id: string; slug: string }> } } }>(
    'query { courses(paginate: { limit: 3 }) { data { items { id slug } } } }',
  );
  course = list.courses.data.items[0]!;
  const blogs = await api<{ blogs: { data: { items: Array<typeof blog> } } }>(
    'query { blogs(paginate: { limit: 1 }) { data { items { slug category { slug } } } } }',
  );
  blog = blogs.blogs.data.items[0]!;
});

const keyPages = () => [
  '/',
  '/courses',
  `/program/${course.slug}`,
  `/blogs/${blog.category.slug}/${blog.slug}`,
  '/login',
];

describe('security headers on web responses', () => {
  it('every key page carries the policy, in both languages', async () => {
    for (const locale of locales) {
      for (const path of keyPages()) {
        const response = await fetch(localeUrl(locale, path), { redirect: 'manual' });
        expect(response.status, path).toBeLessThan(400);
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'self'");
        expect(csp).toMatch(/script-src 'self'[^;]*;/);
        // A production build never allows eval, nor scripts from other origins.
        expect(csp).not.toContain('unsafe-eval');
        expect(csp.match(/script-src ([^;]*)/)![1]).not.toMatch(/https?:|\*/);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(response.headers.get('permissions-policy')).toContain('camera=()');
        expect(response.headers.get('x-powered-by')).toBeNull();
        // Plain http here: no HSTS.
        expect(response.headers.get('strict-transport-security')).toBeNull();
      }
    }
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy (no HSTS on its word)', async () => {
    // The platform trusts no proxy in front of the web (WEB_TRUST_PROXY unset): the web server
    // drops the header, so a client cannot make the site pin itself to https.
    const response = await fetch(`${baseUrl}/en`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('the proxied API answers keep exactly the API headers: the page policy neither joins nor replaces them', async () => {
    const categories = await api<{ categories: { data: { items: Array<{ image: string | null }> } } }>(
      'query { categories { data { items { image } } } }',
    );
    const image = categories.categories.data.items.find((c) => c.image)!.image!;
    const paths = [
      `/media/${image}`,
      `/img/${image}?w=64`,
      '/media/no/such/file.png',
      '/video/demo-1.mp4?expires=1&sig=x',
      '/uploads/files/x?max=1&expires=1&sig=x',
      '/invoices/00000000-0000-4000-8000-000000000000.pdf?token=x',
      '/certificates/00000000-0000-4000-8000-000000000000.pdf',
      '/sandbox/checkout?token=x',
      '/payments/return?hmac=x',
      '/dev/outbox',
    ];
    const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];
    for (const path of paths) {
      // Each path with a method its route forwards (the upload route takes PUT only).
      const method = path.startsWith('/uploads/') ? 'PUT' : 'GET';
      const [viaWeb, direct] = await Promise.all(
        [baseUrl, apiUrl].map((origin) => fetch(`${origin}${path}`, { method, redirect: 'manual' })),
      );
      for (const name of names) expect(viaWeb!.headers.get(name), `${name} on ${path}`).toBe(direct!.headers.get(name));
      expect(viaWeb!.headers.get('content-security-policy'), path).not.toContain('script-src');
    }
    const file = await fetch(`${baseUrl}/media/${image}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('the proxied GraphQL answer carries the API policy', async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query Me { me { code } }' }),
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });
});

/** Collects CSP violations reported in the page and on the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCsp', (v: string) => void seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCsp(v: string): void }).__reportCsp(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

describe('Content-Security-Policy in Chromium', () => {
  it.for(locales)('reports no violation on the key pages (%s)', { timeout: 180_000 }, async (locale) => {
    const page = await newPage(browser(), { locale });
    const violations = await watchViolations(page);
    for (const path of keyPages()) {
      await page.goto(localeUrl(locale, path), { waitUntil: 'load' });
      // Hydration ran: the page is interactive (scripts were allowed).
      await page.waitForFunction(() => document.readyState === 'complete');
      await page.waitForTimeout(500);
    }
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('the watcher does see a violation: an image from another origin is blocked and reported', async () => {
    const page = await newPage(browser(), { locale: 'en' });
    const violations = await watchViolations(page);
    await page.goto(`${baseUrl}/en`);
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = 'https://tracker.example/pixel.png';
      document.body.append(img);
    });
    await expect.poll(() => violations.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(violations.join(' ')).toContain('img-src');
    await page.context().close();
  });
});

describe('stored XSS payloads render as text', () => {
  const nameA = 'Ali<img src=x onerror="window.__xss=1">';
  const nameB = '<script>window.__xss=2</script>';
  // Names are plain text (decision 0037): the tags go, what was between them stays, as text.
  const storedName = 'Ali window.__xss=2';
  const commentText = `"><svg onload=window.__xss=3> {{7*7}} <b>bold</b> ${Date.now()}`;

  it('a hostile name and comment neither execute nor change the page', { timeout: 180_000 }, async () => {
    const { email, password } = await verifiedAccount('en', 'xss', {
      firstName: nameA,
      lastName: nameB,
      arFirstName: nameA,
      arLastName: nameB,
    });

    const page = await newPage(browser(), { locale: 'en' });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${baseUrl}/en`);
    const post = (query: string, variables: Record<string, unknown>) =>
      page.request.post(`${baseUrl}/graphql`, {
        headers: { 'accept-language': 'en', 'x-manara-client': 'web' },
        data: { query, variables },
      });
    const login = await post(
      'mutation L($input: EmailAndPasswordLoginInput) { emailAndPasswordLogin(input: $input) { success } }',
      { input: { email, password } },
    );
    expect(
      ((await login.json()) as { data: { emailAndPasswordLogin: { success: boolean } } }).data.emailAndPasswordLogin
        .success,
    ).toBe(true);
    const created = await post(
      'mutation C($input: CreateCommentInput) { createComment(input: $input) { success data { content user { fullName } } } }',
      {
        input: { courseId: course.id, content: commentText },
      },
    );
    const comment = (
      (await created.json()) as {
        data: { createComment: { success: boolean; data: { content: string; user: { fullName: string } } } };
      }
    ).data.createComment;
    expect(comment.success).toBe(true);
    // The API answers text: markup tags are dropped from comments and names alike.
    expect(comment.data.content).not.toContain('<svg');
    expect(comment.data.user.fullName).toBe(storedName);

    for (const locale of ['en', 'ar'] as const) {
      await page.goto(localeUrl(locale, `/program/${course.slug}`));
      // Comments load in the browser after hydration; a loaded machine can take a while.
      await page.getByTestId('comments-ready').waitFor({ timeout: 45_000 });
      const mine = page.getByTestId('comment').filter({ hasText: '{{7*7}}' }).first();
      await mine.waitFor({ timeout: 30_000 });
      // The name shows as the text that was stored.
      expect(await mine.textContent()).toContain(storedName);
      expect(await mine.locator('img[src="x"], script, svg[onload]').count()).toBe(0);
      await page.goto(localeUrl(locale, '/settings'));
      await page.waitForLoadState('load');
    }
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});
