import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api } from './support/api';
import { checkAxe, expectNoAxeViolations } from './support/axe';
import { localeUrl, locales, patience, useBrowser } from './support/browser';
import { buyNowInSandbox } from './support/checkout';
import { pdf, png } from './support/files';
import { paidCourses, type Course } from './support/programs';
import { signedInLearner } from './support/sign-in';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

// Visible texts the journey looks for (community catalogue); e2e imports nothing internal.
const texts = {
  ar: {
    comment: 'اكتب تعليقًا',
    reason: 'رسائل مزعجة أو إعلانات',
  },
  en: {
    comment: 'Write a comment',
    reason: 'Spam or advertising',
  },
};

let courses: Course[];
let blogs: Array<{ slug: string; category: { slug: string } | null }>;
beforeAll(async () => {
  // A course a language, so the two languages' reviews do not meet in one average.
  courses = (await paidCourses('en')).slice(-2);
  const list = await api<{ blogs: { data: { items: typeof blogs } } }>(
    'query blogs { blogs(paginate: { limit: 2 }) { data { items { slug category { slug } } } } }',
  );
  blogs = list.blogs.data.items;
});

describe.for(locales)('community (%s)', (locale) => {
  const t = texts[locale];
  const index = locales.indexOf(locale);

  it('comments, replies, likes, reviews after purchase, with axe on the sections', { timeout: 180_000 }, async () => {
    const course = courses[index]!;
    const page = await signedInLearner(browser(), locale, 'community');
    await buyNowInSandbox(page, locale, course.id);
    await page.goto(localeUrl(locale, `/program/${course.slug}`));
    await page.getByTestId('comments-ready').waitFor();

    // Comment with an image attached, then reply to it with a PDF, then like it (the count moves at once and stays).
    const text = `Comment ${locale} ${Date.now()}`;
    const form = page.getByTestId('comment-form');
    await form.getByLabel(t.comment).fill(text);
    await form
      .getByTestId('comment-attach-input')
      .setInputFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => form.getByTestId('comment-attached-name').textContent(), patience).toContain('diagram.png');
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
    await checkAxe(page);
    await page.context().close();
  });

  it('reports a blog through the dialog', { timeout: 120_000 }, async () => {
    const blog = blogs[index]!;
    const page = await signedInLearner(browser(), locale, 'community-report');
    await page.goto(localeUrl(locale, `/blogs/${blog.category!.slug}/${blog.slug}`));
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
