import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser, type Locale } from './support/browser';
import { toArabicIndic } from './support/digits';
import { signInWithSession } from './support/sign-in';
import { png } from './support/files';
import { addLesson, addSection, expectToast, newDraft, studioTexts } from './support/studio';

// Curriculum authoring in the studio (docs/product/studio.md). Texts from the studio and errors
// catalogues; e2e imports nothing internal.
const texts = {
  ar: {
    ...studioTexts.ar,
    edit: 'تعديل',
    close: 'إغلاق',
    article: 'المقال',
    toolbar: (field: string) => `التنسيق: ${field}`,
    heading: 'عنوان',
    picture: 'صورة',
    pictureAlt: 'ماذا تُظهر الصورة',
    pictureFile: 'ملف الصورة',
    table: 'إدراج جدول',
    lessonSaved: 'تم حفظ الدرس.',
    moveLesson: (title: string) => `انقل الدرس «${title}»`,
    reordered: 'تم حفظ الترتيب الجديد للمنهج.',
    published: 'منشور',
  },
  en: {
    ...studioTexts.en,
    edit: 'Edit',
    close: 'Close',
    article: 'Article',
    toolbar: (field: string) => `Formatting: ${field}`,
    heading: 'Heading',
    picture: 'Picture',
    pictureAlt: 'What the picture shows',
    pictureFile: 'Picture file',
    table: 'Insert a table',
    lessonSaved: 'The lesson was saved.',
    moveLesson: (title: string) => `Move the lesson “${title}”`,
    reordered: 'The new order of the curriculum was saved.',
    published: 'Published',
  },
};
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();

/** The lessons' titles in the order the editor shows them, in the page's language. */
const lessonOrder = (page: Page) =>
  page
    .getByTestId('curriculum-lesson')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector(`bdi[lang="${document.documentElement.lang}"]`)?.textContent),
    );

/**
 * The Arabic article written in the editor with the toolbar and the keyboard: an Arabic heading
 * and paragraph, an English paragraph among them, an uploaded picture and a table; the English
 * article holds an Arabic phrase inside English.
 */
async function writeArticle(page: Page, locale: Locale) {
  const t = texts[locale];
  const form = page.getByTestId('lesson-form');
  const toolbar = form.getByRole('toolbar', { name: t.toolbar(t.arabic), exact: true });
  await form.getByTestId('rich-text-arContent').click();
  await toolbar.getByRole('button', { name: t.heading, exact: true }).click();
  await page.keyboard.type('لماذا نتمدد؟');
  await page.keyboard.press('Enter');
  await page.keyboard.type('الإطالة تحافظ على مرونة العضلات.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Hold each stretch for 30 seconds.');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: t.picture, exact: true }).click();
  await form.getByLabel(t.pictureAlt, { exact: true }).fill('رسم لتمرين إطالة');
  await form
    .getByLabel(t.pictureFile, { exact: true })
    .setInputFiles({ name: 'stretch.png', mimeType: 'image/png', buffer: png });
  await expect.poll(() => form.getByTestId('rich-text-arContent').locator('img').count(), patience).toBe(1);
  await toolbar.getByRole('button', { name: t.table, exact: true }).click();
  // Every header named, as a table for all readers needs.
  for (const [index, header] of ['التمرين', 'المدة', 'التكرار'].entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(header);
  }
  // The tool bar is one tab stop; End reaches its last tool (redo) whichever the direction.
  await toolbar.getByRole('button').first().focus();
  await page.keyboard.press('End');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
    locale === 'ar' ? 'إعادة' : 'Redo',
  );
  await form.getByTestId('rich-text-enContent').click();
  await page.keyboard.type('Stretching keeps muscles supple: ');
  await page.keyboard.type('مرونة العضلات');
}

/** After a reload, the saved article reads as written: each paragraph in its own direction, the picture served, the table kept. */
async function expectArticleKept(page: Page, locale: Locale, lesson: string) {
  const t = texts[locale];
  await page.getByTestId('curriculum-lesson').filter({ hasText: lesson }).getByRole('button', { name: t.edit }).click();
  const arabic = page.getByTestId('lesson-form').getByTestId('rich-text-arContent');
  await expect.poll(() => arabic.locator('table').count(), patience).toBe(1);
  const blocks = await arabic
    .locator(':scope > h2, :scope > p')
    .evaluateAll((nodes) =>
      nodes.filter((node) => node.textContent).map((node) => [node.tagName, getComputedStyle(node).direction]),
    );
  expect(blocks).toEqual([
    ['H2', 'rtl'],
    ['P', 'rtl'],
    ['P', 'ltr'],
  ]);
  const picture = arabic.locator('img');
  expect(await picture.getAttribute('alt')).toBe('رسم لتمرين إطالة');
  expect(await picture.getAttribute('src')).toMatch(/^\/media\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), patience).toBeGreaterThan(0);
  expect(await arabic.locator('th').allTextContents()).toEqual(['التمرين', 'المدة', 'التكرار']);
  await page.getByTestId('lesson-form').getByRole('button', { name: t.close, exact: true }).click();
}

describe.for(locales)('curriculum authoring (%s)', (locale) => {
  const t = texts[locale];

  it('an administrator builds a course from nothing, orders its lessons with the keyboard, publishes it, and learners see its syllabus', async () => {
    const page = await newPage(browser(), { locale });
    await signInWithSession(page, admin);
    // Arabic pages set Latin runs apart and show Arabic-Indic digits (decision 0050): the Arabic
    // title's stamp is in those digits already, so the listing shows it exactly as typed.
    const stamp = `${locales.indexOf(locale)}${Date.now()}`;
    const title = { ar: `الإطالة للمبتدئين ${toArabicIndic(stamp)}`, en: `Stretching for beginners ${stamp}` };
    await newDraft(page, locale, title);

    // A section, then an article with text in both languages and a second lesson.
    const section = await addSection(page, locale, { ar: 'أساسيات الإطالة', en: 'Stretching basics' });
    const lessons = {
      first: { ar: 'لماذا نتمدد؟', en: 'Why stretch?' },
      second: { ar: 'الإحماء أولًا', en: 'Warm up first' },
    };
    await addLesson(page, locale, section, lessons.first);
    await addLesson(page, locale, section, lessons.second);
    await expectToast(page, t.lessonAdded);

    await page
      .getByTestId('curriculum-lesson')
      .filter({ hasText: lessons.first[locale] })
      .getByRole('button', { name: t.edit })
      .click();
    const lessonForm = page.getByTestId('lesson-form');
    await writeArticle(page, locale);
    await checkAxe(page);
    await lessonForm.getByTestId('lesson-form-submit').click();
    await expectToast(page, t.lessonSaved);
    await expect.poll(() => lessonForm.count(), patience).toBe(0);
    await checkAxe(page);

    // The keyboard alone: focus the first lesson's handle, pick it up, move it down, drop it.
    expect(await lessonOrder(page)).toEqual([lessons.first[locale], lessons.second[locale]]);
    await page.getByRole('button', { name: t.moveLesson(lessons.first[locale]), exact: true }).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(200);
    await page.keyboard.press('Space');
    await expectToast(page, t.reordered);
    await page.reload();
    await expect.poll(() => lessonOrder(page), patience).toEqual([lessons.second[locale], lessons.first[locale]]);
    await expect.poll(() => page.getByTestId('checklist-ready').count(), patience).toBe(1);
    await expectArticleKept(page, locale, lessons.first[locale]);
    await checkAxe(page);

    await page.getByTestId('action-publish').click();
    await expect.poll(() => page.getByTestId('status-badge').first().textContent(), patience).toBe(t.published);

    // Within seconds, on the listing and with its syllabus on its page.
    const visitor = await newPage(browser(), { locale });
    await visitor.goto(localeUrl(locale, '/courses?sort=newest'));
    await expect
      .poll(
        async () => {
          await visitor.reload();
          return visitor.getByText(title[locale], { exact: true }).count();
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    await visitor.getByRole('link', { name: title[locale] }).first().click();
    await visitor.waitForURL((u) => u.pathname.includes('/program/'));
    const syllabus = visitor.locator('section[aria-labelledby="syllabus-heading"]');
    await expect.poll(() => syllabus.textContent(), patience).toContain(section);
    const text = await syllabus.textContent();
    expect(text).toContain(lessons.first[locale]);
    expect(text!.indexOf(lessons.second[locale])).toBeLessThan(text!.indexOf(lessons.first[locale]));
    await page.context().close();
    await visitor.context().close();
  });
});
