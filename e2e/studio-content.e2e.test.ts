import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser, waitForHydration, type Locale } from './support/browser';
import { toArabicIndic } from './support/digits';
import { png } from './support/files';
import { signInWithSession } from './support/sign-in';

// Blog posts written in the studio (docs/product/studio.md, decision 0067). Texts from the studio
// and errors catalogues; e2e imports nothing internal.
const texts = {
  ar: {
    blogNav: 'المدونة',
    newPost: 'تدوينة جديدة',
    create: 'أنشئ التدوينة',
    toolbar: 'التنسيق: بالعربية',
    picture: 'صورة',
    pictureAlt: 'ماذا تُظهر الصورة',
    pictureFile: 'ملف الصورة',
    addCover: 'أضف غلافًا',
    required: 'هذا الحقل مطلوب.',
    published: 'نُشرت التدوينة.',
    submitted: 'أُرسلت التدوينة للمراجعة.',
    publishedBadge: 'منشور',
    inReviewBadge: 'قيد المراجعة',
    faqsNav: 'الأسئلة الشائعة',
    addQuestion: 'أضف السؤال',
    added: 'أُضيف السؤال.',
    moveQuestion: (question: string) => `انقل السؤال «${question}»`,
    reordered: 'حُفظ الترتيب الجديد للأسئلة.',
    edit: 'تعديل',
    delete: 'احذف',
    deleted: 'حُذف السؤال.',
    policiesNav: 'صفحات السياسات',
    savePage: 'احفظ الصفحة',
    pageSaved: 'حُفظت الصفحة.',
  },
  en: {
    blogNav: 'Blog',
    newPost: 'New post',
    create: 'Create the post',
    toolbar: 'Formatting: Arabic',
    picture: 'Picture',
    pictureAlt: 'What the picture shows',
    pictureFile: 'Picture file',
    addCover: 'Add a cover',
    required: 'This field is required.',
    published: 'The post was published.',
    submitted: 'The post was sent for review.',
    publishedBadge: 'Published',
    inReviewBadge: 'In review',
    faqsNav: 'FAQs',
    addQuestion: 'Add the question',
    added: 'The question was added.',
    moveQuestion: (question: string) => `Move the question “${question}”`,
    reordered: 'The new order of the questions was saved.',
    edit: 'Edit',
    delete: 'Delete',
    deleted: 'The question was deleted.',
    policiesNav: 'Policy pages',
    savePage: 'Save the page',
    pageSaved: 'The page was saved.',
  },
};
const demoPasswords = inject('demoPasswords');
const demo = (email: string): Account => ({ email, password: demoPasswords[email]! });
const admin = demo('admin@manara.test');
const lecturer = demo('ahmed.samy@lecturers.manara.test');
const browser = useBrowser();

async function studioPage(locale: Locale, account: Account): Promise<Page> {
  const page = await newPage(browser(), { locale });
  await signInWithSession(page, account);
  await page.goto(localeUrl(locale, '/studio'));
  return page;
}

/** Opens a new post from the side navigation and writes both languages; answers the titles. */
async function writePost(page: Page, locale: Locale, who: 'admin' | 'lecturer', withPictures: boolean) {
  const t = texts[locale];
  const stamp = Date.now().toString().slice(-6);
  const arWho = who === 'admin' ? 'الإدارة' : 'المحاضر';
  const titles = { ar: `تدوينة ${arWho} ${stamp}`, en: `E2E ${who} post ${locale} ${stamp}` };
  await page.getByRole('navigation').getByRole('link', { name: t.blogNav, exact: true }).click();
  await page.getByRole('link', { name: t.newPost, exact: true }).click();
  await waitForHydration(page, 'input[name="arTitle"]');
  // Nothing typed: each title says so under itself, in the page's language.
  await page.getByRole('button', { name: t.create, exact: true }).click();
  await expect.poll(() => page.locator('input[name="arTitle"]').getAttribute('aria-invalid'), patience).toBe('true');
  await page.getByText(t.required).first().waitFor(patience);
  await checkAxe(page);

  await page.locator('input[name="arTitle"]').fill(titles.ar);
  await page.locator('input[name="enTitle"]').fill(titles.en);
  await page.locator('textarea[name="arSummary"]').fill('ملخص قصير للتدوينة.');
  await page.locator('textarea[name="enSummary"]').fill('A short summary.');
  await page.getByTestId('rich-text-arContent').click();
  await page.keyboard.type('النوم الجيد أساس التعافي بعد التمرين.');
  if (withPictures) {
    await page.keyboard.press('Enter');
    const toolbar = page.getByRole('toolbar', { name: t.toolbar, exact: true });
    await toolbar.getByRole('button', { name: t.picture, exact: true }).click();
    await page.getByLabel(t.pictureAlt, { exact: true }).fill('رياضي نائم');
    await page
      .getByLabel(t.pictureFile, { exact: true })
      .setInputFiles({ name: 'sleep.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByTestId('rich-text-arContent').locator('img').count(), patience).toBe(1);
  }
  await page.getByTestId('rich-text-enContent').click();
  await page.keyboard.type('Good sleep is the base of recovery.');
  const category = page.locator('select[name="categoryId"]');
  await expect.poll(() => category.locator('option').count(), patience).toBeGreaterThan(1);
  await category.selectOption({ index: 1 });
  await page.locator('input[name="enTags"]').fill('sleep, recovery');
  await page.locator('input[name="arTags"]').fill('النوم، التعافي');
  if (withPictures) {
    await page
      .getByLabel(t.addCover, { exact: true })
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('studio-thumbnail').waitFor(patience);
  }
  await page.getByRole('button', { name: t.create, exact: true }).click();
  await page.waitForURL((u) => /\/studio\/blogs\/[0-9a-f-]{36}$/.test(u.pathname), patience);
  await expect.poll(() => page.locator('input[name="enTitle"]').inputValue(), patience).toBe(titles.en);
  return { titles, slug: `e2e-${who}-post-${locale}-${stamp}` };
}

/** A visitor reads the post at its short address in both languages (redirected to its canonical page). */
async function expectPublic(slug: string, titles: { ar: string; en: string }, picture: boolean) {
  for (const language of locales) {
    const visitor = await newPage(browser(), { locale: language });
    await expect
      .poll(
        async () => {
          await visitor.goto(localeUrl(language, `/blog/${slug}`));
          return visitor
            .getByRole('heading', { level: 1 })
            .textContent({ timeout: 1000 })
            .catch(() => null);
        },
        { timeout: 30_000, interval: 1000 },
      )
      // Arabic pages show Arabic-Indic digits (decision 0050).
      .toBe(language === 'ar' ? toArabicIndic(titles.ar) : titles.en);
    expect(new URL(visitor.url()).pathname).toMatch(new RegExp(`/blogs/[^/]+/${slug}$`));
    if (picture && language === 'ar') {
      const inline = visitor.locator('article img[alt="رياضي نائم"]');
      await expect
        .poll(() => inline.evaluate((img: HTMLImageElement) => img.naturalWidth), patience)
        .toBeGreaterThan(0);
      await expect.poll(() => visitor.locator('article img').count(), patience).toBeGreaterThan(1);
    }
    await checkAxe(visitor);
  }
}

describe.for(locales)('blog posts in the studio (%s)', (locale) => {
  const t = texts[locale];

  it(
    'an administrator writes a bilingual post with a cover and a picture, publishes it, and visitors read it in both languages',
    { timeout: 240_000 },
    async () => {
      const page = await studioPage(locale, admin);
      const { titles, slug } = await writePost(page, locale, 'admin', true);
      await checkAxe(page);
      await page.getByTestId('action-publish').click();
      await page.getByText(t.published).first().waitFor(patience);
      await page.getByTestId('status-badge').filter({ hasText: t.publishedBadge }).waitFor(patience);
      await expectPublic(slug, titles, true);
    },
  );

  it(
    'a lecturer’s post waits for review; an administrator publishes it; then visitors read it',
    { timeout: 240_000 },
    async () => {
      const page = await studioPage(locale, lecturer);
      const { titles, slug } = await writePost(page, locale, 'lecturer', false);
      // A lecturer has no publish button: they send it for review.
      expect(await page.getByTestId('action-publish').count()).toBe(0);
      await page.getByTestId('action-submit').click();
      await page.getByText(t.submitted).first().waitFor(patience);
      await page.getByTestId('status-badge').filter({ hasText: t.inReviewBadge }).waitFor(patience);
      await checkAxe(page);
      const editorUrl = page.url();

      const reviewer = await studioPage(locale, admin);
      await reviewer.goto(editorUrl);
      await reviewer.getByTestId('action-publish').click();
      await reviewer.getByText(t.published).first().waitFor(patience);
      await expectPublic(slug, titles, false);
    },
  );
});

/** The learners' questions on the public FAQ page, in order, in the visitor's language. */
async function publicQuestions(language: Locale): Promise<string[]> {
  const visitor = await newPage(browser(), { locale: language });
  await visitor.goto(localeUrl(language, '/faqs'));
  const questions = await visitor.locator('#faqs-users summary').allTextContents();
  await checkAxe(visitor);
  await visitor.close();
  return questions.map((q) => q.replace(/[\u2066-\u2069]/g, '').trim());
}

describe.for(locales)('FAQs in the studio (%s)', (locale) => {
  const t = texts[locale];

  it(
    'an administrator adds a question, moves it up with the keyboard, and visitors see it in its place; then deletes it',
    { timeout: 240_000 },
    async () => {
      const stamp = Date.now().toString().slice(-6);
      const question = { ar: `هل يمكنني التعلم مساءً؟ ${stamp}`, en: `Can I learn in the evening? ${stamp}` };
      const page = await studioPage(locale, admin);
      await page.getByRole('navigation').getByRole('link', { name: t.faqsNav, exact: true }).click();
      await waitForHydration(page, 'input[name="new-arQuestion"]');
      await page.getByTestId('studio-faq-row').first().waitFor(patience);
      await page.locator('input[name="new-arQuestion"]').fill(question.ar);
      await page.locator('input[name="new-enQuestion"]').fill(question.en);
      await page.locator('textarea[name="new-arAnswer"]').fill('نعم، الدروس متاحة في أي وقت.');
      await page.locator('textarea[name="new-enAnswer"]').fill('Yes, lessons are open at any hour.');
      await page.getByRole('button', { name: t.addQuestion, exact: true }).click();
      await page.getByText(t.added).first().waitFor(patience);
      await checkAxe(page);

      // Added at the end; the keyboard alone moves it one place up.
      const shown = locale === 'ar' ? question.ar : question.en;
      const rows = page.getByTestId('studio-faq-row');
      await expect.poll(async () => (await rows.last().textContent())?.includes(shown), patience).toBe(true);
      const before = (await rows
        .nth((await rows.count()) - 2)
        .locator('bdi')
        .textContent())!;
      await page.getByRole('button', { name: t.moveQuestion(shown), exact: true }).focus();
      await page.keyboard.press('Space');
      await page.waitForTimeout(200);
      await page.keyboard.press('ArrowUp');
      await page.waitForTimeout(200);
      await page.keyboard.press('Space');
      await page.getByText(t.reordered).first().waitFor(patience);

      try {
        for (const language of locales) {
          await expect
            .poll(
              async () => {
                const questions = await publicQuestions(language);
                // Arabic pages show Arabic-Indic digits (decision 0050).
                const mine = questions.findIndex((q) => q.includes(stamp) || q.includes(toArabicIndic(stamp)));
                return mine >= 0 && mine === questions.length - 2;
              },
              { timeout: 30_000, interval: 1000 },
            )
            .toBe(true);
        }
        expect(before).not.toContain(stamp);
      } finally {
        const row = page.getByTestId('studio-faq-row').filter({ hasText: shown });
        await row.getByRole('button', { name: t.edit, exact: true }).click();
        await page.getByRole('button', { name: t.delete, exact: true }).click();
        await page.getByText(t.deleted).first().waitFor(patience);
      }
    },
  );
});

describe.for(locales)('policy pages in the studio (%s)', (locale) => {
  const t = texts[locale];

  it(
    'an administrator adds a paragraph to the privacy policy in both languages; visitors read it',
    { timeout: 240_000 },
    async () => {
      const stamp = Date.now().toString().slice(-6);
      const words = { ar: `تحديث الخصوصية ${stamp}`, en: `Privacy update ${stamp}` };
      const page = await studioPage(locale, admin);
      await page.getByRole('navigation').getByRole('link', { name: t.policiesNav, exact: true }).click();
      await waitForHydration(page, 'input[name="arTitle"]');
      for (const [lang, text] of [
        ['ar', words.ar],
        ['en', words.en],
      ] as const) {
        const editor = page.getByTestId(`rich-text-content${lang === 'ar' ? 'Ar' : 'En'}`);
        await editor.click();
        await page.keyboard.press('Control+End');
        await page.keyboard.press('Enter');
        await page.keyboard.type(text);
      }
      await checkAxe(page);
      await page.getByRole('button', { name: t.savePage, exact: true }).click();
      await page.getByText(t.pageSaved).first().waitFor(patience);

      for (const language of locales) {
        const visitor = await newPage(browser(), { locale: language });
        await expect
          .poll(
            async () => {
              await visitor.goto(localeUrl(language, '/privacy-policy'));
              const text = (await visitor.locator('main').textContent()) ?? '';
              // Arabic pages show Arabic-Indic digits (decision 0050).
              return (
                text.includes(language === 'ar' ? `تحديث الخصوصية` : words.en) &&
                (text.includes(stamp) || text.includes(toArabicIndic(stamp)))
              );
            },
            { timeout: 30_000, interval: 1000 },
          )
          .toBe(true);
        await checkAxe(visitor);
        await visitor.close();
      }
    },
  );
});
