import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { localePath, localeUrl, locales, newPage, patience, useBrowser, type Locale } from './support/browser';
import { toArabicIndic } from './support/digits';
import { demoVideo, png } from './support/files';
import { field } from './support/forms';
import { signedInLearner, signInWithSession } from './support/sign-in';
import { studioTexts, twin } from './support/studio';

// The studio (docs/product/studio.md). Texts from the studio catalogue; e2e imports nothing internal.
const texts = {
  ar: {
    ...studioTexts.ar,
    price: 'السعر (جنيه مصري، دون ضريبة القيمة المضافة)',
    slug: 'الرابط (slug)',
    needsLesson: 'أضف قسمًا واحدًا على الأقل فيه درس واحد.',
    slugError: 'استخدم حروفًا إنجليزية صغيرة وأرقامًا وشرطات فقط (مثل sports-nutrition).',
    forbidden: 'الاستوديو لفريق المنصة',
    search: 'ابحث بالعنوان أو الرابط أو الرمز',
    searchButton: 'بحث',
    note: 'ما الذي يجب أن يصلحه المؤلف؟',
    addPromo: 'إضافة فيديو تعريفي',
    crop: 'قص',
    cropArea: 'الصورة تحت إطار القص',
    applyCrop: 'قص الصورة',
    status: { DRAFT: 'مسودة', IN_REVIEW: 'قيد المراجعة', PUBLISHED: 'منشور', UNPUBLISHED: 'غير منشور' },
  },
  en: {
    ...studioTexts.en,
    price: 'Price (EGP, VAT excluded)',
    slug: 'Address (slug)',
    needsLesson: 'Add at least one section with one lesson.',
    slugError: 'Use lower-case English letters, digits and hyphens only (e.g. sports-nutrition).',
    forbidden: "The studio is for the school's team",
    search: 'Search by title, address or code',
    searchButton: 'Search',
    note: 'What should the author fix?',
    addPromo: 'Add a promo video',
    crop: 'Crop',
    cropArea: 'The picture under the crop frame',
    applyCrop: 'Crop the image',
    status: { DRAFT: 'Draft', IN_REVIEW: 'In review', PUBLISHED: 'Published', UNPUBLISHED: 'Unpublished' },
  },
};
const demoPasswords = inject('demoPasswords');
const demo = (email: string): Account => ({ email, password: demoPasswords[email]! });
const admin = demo('admin@manara.test');
const lecturer = demo('ahmed.samy@lecturers.manara.test');
// A live course of that lecturer which no other journey uses (demo-content/programs/low-back-pain.yaml).
const liveCourse = {
  slug: 'low-back-pain-exercise-based-rehabilitation',
  enTitle: 'Low Back Pain: Exercise-Based Rehabilitation',
};
const browser = useBrowser();

async function studioPage(locale: Locale, account: Account, path = '/studio/programs'): Promise<Page> {
  const page = await newPage(browser(), { locale });
  await signInWithSession(page, account);
  await page.goto(localeUrl(locale, path));
  return page;
}

async function openFromList(page: Page, locale: Locale, title: string) {
  const t = texts[locale];
  await field(page, t.search).fill(title);
  await page.getByRole('button', { name: t.searchButton, exact: true }).click();
  await page.getByRole('link', { name: title, exact: true }).click();
  await page.waitForURL((u) => /\/studio\/programs\/[0-9a-f-]{36}$/.test(u.pathname));
}

async function save(page: Page, locale: Locale) {
  await page.getByTestId('studio-save').click();
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: texts[locale].allSaved }).count(), patience)
    .toBe(1);
}

/** The editor has loaded the program (its English title is in the field). */
const editorShows = (page: Page, enTitle: string) =>
  expect.poll(() => twin(page, 'Title', 'English').inputValue(), patience).toBe(enTitle);

const statusOf = (page: Page) => page.getByTestId('status-badge').first().textContent();

describe.for(locales)('the studio (%s)', (locale) => {
  const t = texts[locale];

  it('an administrator starts a bilingual draft, fills it in, and is told what publishing still needs', async () => {
    const page = await studioPage(locale, admin);
    await checkAxe(page);
    await page.getByRole('link', { name: t.newProgram, exact: true }).click();
    const suffix = Date.now().toString(36);
    await field(page, t.arTitle).fill(`التغذية للعدّائين ${suffix}`);
    await field(page, t.enTitle).fill(`Nutrition for runners ${suffix}`);
    await page.getByRole('button', { name: t.create, exact: true }).click();
    await page.waitForURL((u) => /\/studio\/programs\/[0-9a-f-]{36}$/.test(u.pathname));
    await expect.poll(() => statusOf(page), patience).toBe(t.status.DRAFT);

    await twin(page, locale === 'ar' ? 'الملخص' : 'Summary', t.arabic).fill('ما يأكله العدّاء قبل السباق وبعده.');
    await twin(page, locale === 'ar' ? 'الملخص' : 'Summary', t.english).fill(
      'What a runner eats before and after a race.',
    );
    // Digits as an Arabic keyboard types them.
    await field(page, t.price).fill(locale === 'ar' ? toArabicIndic('450') : '450');
    await page
      .getByLabel(t.addThumbnail, { exact: true })
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => page.getByTestId('studio-thumbnail').count(), patience).toBe(1);
    // Cropped with the keyboard alone: the server cuts the chosen part out as a new image.
    const uploaded = await page.getByTestId('studio-thumbnail').getAttribute('src');
    await page.getByRole('button', { name: t.crop, exact: true }).click();
    const frame = page.getByLabel(t.cropArea, { exact: true });
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await checkAxe(page);
    await page.getByRole('button', { name: t.applyCrop, exact: true }).click();
    await expect.poll(() => page.getByTestId('image-cropper').count(), patience).toBe(0);
    expect(await page.getByTestId('studio-thumbnail').getAttribute('src')).not.toBe(uploaded);
    // Sent resumably, checked by its bytes and published: the editor then plays it.
    await page
      .getByLabel(t.addPromo, { exact: true })
      .setInputFiles({ name: 'promo.mp4', mimeType: 'video/mp4', buffer: await demoVideo() });
    await expect.poll(() => page.getByTestId('studio-promo-video').count(), patience).toBe(1);
    await save(page, locale);
    await expect.poll(() => page.getByTestId('checklist-missing').textContent(), patience).toBe(t.needsLesson);

    await page.reload();
    await expect
      .poll(() => field(page, t.price).inputValue(), patience)
      .toBe(locale === 'ar' ? toArabicIndic('450') : '450');
    expect(await page.getByTestId('studio-promo-video').getAttribute('src')).toMatch(
      /\/media\/files\/course-promo-video\//,
    );
    await field(page, t.slug).fill('Not A Slug');
    await page.getByTestId('studio-save').click();
    await expect.poll(() => page.getByText(t.slugError, { exact: true }).count(), patience).toBe(1);
    await checkAxe(page);
    await page.context().close();
  });

  it('keeps out whoever is not on the team', async () => {
    const learner = await signedInLearner(browser(), locale, 'studio-visitor');
    await learner.goto(localeUrl(locale, '/studio/programs'));
    await expect.poll(() => learner.getByRole('heading', { name: t.forbidden }).count(), patience).toBe(1);
    await checkAxe(learner);
    await learner.context().close();
    const visitor = await newPage(browser(), { locale });
    await visitor.goto(localeUrl(locale, '/studio/programs'));
    await visitor.waitForURL((u) => u.pathname === localePath(locale, '/login'));
    await visitor.context().close();
  });
});

describe('the studio, working together', () => {
  it('a change to a live program reaches its public page within seconds', async () => {
    const page = await studioPage('en', admin);
    await openFromList(page, 'en', liveCourse.enTitle);
    await editorShows(page, liveCourse.enTitle);
    const renamed = `${liveCourse.enTitle} (2nd ed.)`;
    await twin(page, 'Title', 'English').fill(renamed);
    await save(page, 'en');
    const visitor = await newPage(browser(), { locale: 'en' });
    const publicPage = localeUrl('en', `/program/${liveCourse.slug}`);
    await visitor.goto(publicPage);
    await expect
      .poll(
        async () => {
          await visitor.reload();
          return visitor.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 10_000 },
      )
      .toBe(renamed);
    await twin(page, 'Title', 'English').fill(liveCourse.enTitle);
    await save(page, 'en');
    await page.context().close();
    await visitor.context().close();
  });

  it('a second editor saving an older version sees both versions, and loses nothing silently', async () => {
    const first = await studioPage('en', admin);
    await first.getByRole('link', { name: 'New program', exact: true }).click();
    const title = `Conflict drill ${Date.now().toString(36)}`;
    await field(first, 'Title in Arabic').fill('تمرين التعارض');
    await field(first, 'Title in English').fill(title);
    await first.getByRole('button', { name: 'Create the draft', exact: true }).click();
    await first.waitForURL((u) => /\/studio\/programs\/[0-9a-f-]{36}$/.test(u.pathname));
    const second = await studioPage('en', admin, new URL(first.url()).pathname.replace(/^\/en/, ''));
    // Typing before the program has loaded would be replaced by it: wait for both editors to show it.
    await editorShows(first, title);
    await editorShows(second, title);

    await twin(first, 'Title', 'English').fill(`${title}, by the first`);
    await save(first, 'en');
    await twin(second, 'Title', 'English').fill(`${title}, by the second`);
    await second.getByTestId('studio-save').click();
    const conflict = second.getByTestId('conflict-panel');
    await expect.poll(() => conflict.count(), patience).toBe(1);
    await expect.poll(() => conflict.textContent()).toContain(`${title}, by the first`);
    expect(await conflict.textContent()).toContain(`${title}, by the second`);
    await checkAxe(second);
    await second.getByRole('button', { name: 'Discard mine, load theirs', exact: true }).click();
    await expect.poll(() => twin(second, 'Title', 'English').inputValue(), patience).toBe(`${title}, by the first`);
    await first.context().close();
    await second.context().close();
  });

  it('a lecturer submits, the administrator sends it back with a note, the lecturer resubmits, the administrator publishes', async () => {
    const locale = 'ar';
    const t = texts[locale];
    const boss = await studioPage(locale, admin);
    await openFromList(boss, locale, 'آلام أسفل الظهر: التأهيل بالتمرينات العلاجية');
    await boss.getByTestId('action-unpublish').click();
    await expect.poll(() => statusOf(boss), patience).toBe(t.status.UNPUBLISHED);

    const author = await studioPage(locale, lecturer);
    // The lecturer's list holds their own programs only.
    await expect
      .poll(() => author.getByTestId('studio-program-count').textContent(), patience)
      .toBe(`${toArabicIndic('5')} برامج`);
    await author.goto(boss.url());
    await author.getByTestId('action-submit').click();
    await expect.poll(() => statusOf(author), patience).toBe(t.status.IN_REVIEW);

    await boss.reload();
    await field(boss, t.note).fill('أضف مراجع للتمرينات من فضلك');
    await boss.getByTestId('action-send-back').click();
    await expect.poll(() => statusOf(boss), patience).toBe(t.status.DRAFT);

    await author.reload();
    await expect
      .poll(() => author.getByTestId('review-comment').textContent(), patience)
      .toContain('أضف مراجع للتمرينات');
    await checkAxe(author);
    await author.getByTestId('action-submit').click();
    await expect.poll(() => statusOf(author), patience).toBe(t.status.IN_REVIEW);

    await boss.reload();
    await boss.getByTestId('action-publish').click();
    await expect.poll(() => statusOf(boss), patience).toBe(t.status.PUBLISHED);
    const visitor = await newPage(browser(), { locale });
    const answer = await visitor.goto(localeUrl(locale, `/program/${liveCourse.slug}`));
    expect(answer?.status()).toBe(200);
    for (const page of [boss, author, visitor]) await page.context().close();
  });
});
