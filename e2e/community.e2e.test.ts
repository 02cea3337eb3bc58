import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, localePath, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');

// Visible texts the journey looks for (auth, community and sandbox catalogues); e2e imports nothing internal.
const texts = {
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    loginSubmit: 'تسجيل الدخول',
    pay: /^ادفع/,
    paidTitle: 'تم تأكيد الدفع',
    comment: 'اكتب تعليقًا',
    star: 'نجوم',
    reason: 'رسائل مزعجة أو إعلانات',
  },
  en: {
    email: 'Email',
    password: 'Password',
    loginSubmit: 'Log in',
    pay: /^Pay/,
    paidTitle: 'Payment confirmed',
    comment: 'Write a comment',
    star: 'stars',
    reason: 'Spam or advertising',
  },
};
const learners = { ar: 'learner@manara.test', en: 'learner.en@manara.test' };
// Random in production, read from the API's log by the platform (decision 0031).
const demoPasswords = inject('demoPasswords');
const patience = { timeout: 10_000 };
// A 1×1 PNG and a minimal PDF to attach; the server reads their bytes, not their names.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function api<T>(operationName: string, query: string): Promise<T> {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ operationName, query }),
  });
  return ((await response.json()) as { data: T }).data;
}

let browser: Browser;
let courses: Array<{ id: string; slug: string }>;
let blogs: Array<{ slug: string; category: { slug: string } | null }>;
beforeAll(async () => {
  browser = await launchBrowser();
  const list = await api<{
    courses: { data: { items: Array<{ id: string; slug: string; priceAfterDiscount: number }> } };
  }>('courses', 'query courses { courses(paginate: { limit: 24 }) { data { items { id slug priceAfterDiscount } } } }');
  // From the end of the list, away from the courses the commerce journey buys.
  courses = list.courses.data.items.filter((c) => c.priceAfterDiscount > 0).slice(-2);
  const b = await api<{ blogs: { data: { items: typeof blogs } } }>(
    'blogs',
    'query blogs { blogs(paginate: { limit: 2 }) { data { items { slug category { slug } } } } }',
  );
  blogs = b.blogs.data.items;
});
afterAll(() => browser?.close());

for (const [index, locale] of (['ar', 'en'] as const).entries()) {
  const t = texts[locale];
  const url = (path: string) => `${baseUrl}${localePath(locale, path)}`;

  async function logIn(page: Page) {
    await page.goto(url('/login'));
    await page.getByLabel(t.email, { exact: true }).fill(learners[locale]);
    await page.getByLabel(t.password, { exact: true }).fill(demoPasswords[learners[locale]]!);
    await page.getByRole('button', { name: t.loginSubmit, exact: true }).click();
    await page.waitForURL((u) => u.pathname === localePath(locale, '/'));
  }

  /** Buys the course now through the sandbox, with the page's session cookie. */
  async function buy(page: Page, programId: string) {
    const answer = await page.request.post(`${baseUrl}/graphql`, {
      headers: { 'accept-language': locale, 'x-manara-client': 'web' },
      data: {
        operationName: 'buyNow',
        query:
          'mutation buyNow($id: ID) { buyNow(input: { learningProgramId: $id }) { success message data { paymentLink } } }',
        variables: { id: programId },
      },
    });
    const { buyNow } = (
      (await answer.json()) as {
        data: { buyNow: { success: boolean; message: string; data: { paymentLink: string } | null } };
      }
    ).data;
    expect(buyNow.success, buyNow.message).toBe(true);
    await page.goto(buyNow.data!.paymentLink);
    await page.getByRole('button', { name: t.pay }).click();
    await page.getByRole('heading', { level: 1, name: t.paidTitle }).waitFor({ timeout: 30_000 });
  }

  describe(`community (${locale})`, () => {
    it('comments, replies, likes, reviews after purchase, with axe on the sections', { timeout: 180_000 }, async () => {
      const course = courses[index]!;
      const page = await newPage(browser, { locale });
      await logIn(page);
      await buy(page, course.id);
      await page.goto(url(`/program/${course.slug}`));
      await page.getByTestId('comments-ready').waitFor();

      // Comment with an image attached, then reply to it with a PDF, then like it (the count moves at once and stays).
      const text = `Comment ${locale} ${Date.now()}`;
      const form = page.getByTestId('comment-form');
      await form.getByLabel(t.comment).fill(text);
      await form
        .getByTestId('comment-attach-input')
        .setInputFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: png });
      await expect
        .poll(() => form.getByTestId('comment-attached-name').textContent(), patience)
        .toContain('diagram.png');
      await form.locator('button[type=submit]').click();
      const mine = page.getByTestId('comment').filter({ hasText: text });
      await mine.waitFor(patience);
      const thumbnail = mine.getByTestId('comment-attachment-image').first();
      await thumbnail.waitFor(patience);
      expect(await thumbnail.getAttribute('alt')).toBe('diagram.png');
      await expect
        .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth), patience)
        .toBeGreaterThan(0);
      await mine.getByTestId('comment-reply').first().click();
      await mine.getByTestId('reply-form').locator('textarea').fill(`Reply ${locale}`);
      await mine
        .getByTestId('reply-form')
        .getByTestId('comment-attach-input')
        .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: pdf });
      await mine.getByTestId('reply-form').locator('button[type=submit]').click();
      const reply = mine.getByTestId('reply').filter({ hasText: `Reply ${locale}` });
      await reply.waitFor(patience);
      const file = reply.getByTestId('comment-attachment');
      expect(await file.textContent()).toContain('notes.pdf');
      const served = await page.request.get(`${baseUrl}${await file.getAttribute('href')}`);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('application/pdf');
      const like = mine.getByTestId('comment-like').first();
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed'), patience).toBe('true');
      await page.reload();
      await page.getByTestId('comments-ready').waitFor();
      await expect
        .poll(
          () =>
            page
              .getByTestId('comment')
              .filter({ hasText: text })
              .getByTestId('comment-like')
              .first()
              .getAttribute('aria-pressed'),
          patience,
        )
        .toBe('true');

      // Review: four stars through the radio group, then the summary counts it.
      await page.getByTestId('review-form').waitFor(patience);
      // By keyboard, as the radio group is meant to be used (the visual stars are the labels).
      await page.getByTestId('rating-input').getByRole('radio').nth(3).focus();
      await page.keyboard.press('Space');
      await expect
        .poll(() => page.getByTestId('rating-input').getByRole('radio').nth(3).isChecked(), patience)
        .toBe(true);
      await page.getByTestId('review-form').locator('textarea').fill(`Review ${locale}`);
      await page.getByTestId('review-submit').click();
      await page.getByTestId('my-review').waitFor(patience);
      await expect.poll(() => page.getByTestId('rating-average').textContent(), patience).toMatch(/4|٤/);
      await expectNoAxeViolations(page);
      await page.context().close();
    });

    it('reports a blog through the dialog', { timeout: 120_000 }, async () => {
      const blog = blogs[index]!;
      const page = await newPage(browser, { locale });
      await logIn(page);
      await page.goto(url(`/blogs/${blog.category!.slug}/${blog.slug}`));
      await page.getByTestId('report-open').click();
      await page.getByTestId('report-dialog').waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('radio', { name: t.reason }).check();
      await page.getByTestId('report-submit').click();
      await page.getByTestId('report-dialog').waitFor({ state: 'detached' });
      await page.locator('[data-toast-type="success"]').waitFor(patience);
      await page.context().close();
    });
  });
}
