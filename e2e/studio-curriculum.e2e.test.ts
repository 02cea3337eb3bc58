import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser, type Locale } from './support/browser';
import { toArabicIndic } from './support/digits';
import { signInWithSession } from './support/sign-in';
import { newDraft, studioTexts, twin } from './support/studio';

// Curriculum authoring in the studio (docs/product/studio.md). Texts from the studio and errors
// catalogues; e2e imports nothing internal.
const texts = {
  ar: {
    ...studioTexts.ar,
    addSection: 'أضف قسمًا',
    newSection: 'عنوان القسم الجديد',
    addSectionSubmit: 'أضف القسم',
    sectionAdded: 'تمت إضافة القسم.',
    addLessonTo: (title: string) => `أضف درسًا إلى «${title}»`,
    lessonTitles: 'عنوان الدرس',
    addLessonSubmit: 'أضف الدرس',
    lessonAdded: 'تمت إضافة الدرس.',
    edit: 'تعديل',
    article: 'المقال',
    lessonSaved: 'تم حفظ الدرس.',
    moveLesson: (title: string) => `انقل الدرس «${title}»`,
    reordered: 'تم حفظ الترتيب الجديد للمنهج.',
    published: 'منشور',
  },
  en: {
    ...studioTexts.en,
    addSection: 'Add a section',
    newSection: 'New section title',
    addSectionSubmit: 'Add the section',
    sectionAdded: 'The section was added.',
    addLessonTo: (title: string) => `Add a lesson to “${title}”`,
    lessonTitles: 'Lesson title',
    addLessonSubmit: 'Add the lesson',
    lessonAdded: 'The lesson was added.',
    edit: 'Edit',
    article: 'Article',
    lessonSaved: 'The lesson was saved.',
    moveLesson: (title: string) => `Move the lesson “${title}”`,
    reordered: 'The new order of the curriculum was saved.',
    published: 'Published',
  },
};
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();

async function toast(page: Page, message: string) {
  await expect
    .poll(() => page.locator('[data-toast-type="success"]').filter({ hasText: message }).count(), patience)
    .toBeGreaterThan(0);
}

/** The lessons' titles in the order the editor shows them, in the page's language. */
const lessonOrder = (page: Page) =>
  page
    .getByTestId('curriculum-lesson')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector(`bdi[lang="${document.documentElement.lang}"]`)?.textContent),
    );

async function addLesson(page: Page, locale: Locale, section: string, ar: string, en: string) {
  const t = texts[locale];
  await page.getByRole('button', { name: t.addLessonTo(section), exact: true }).click();
  const form = page.getByTestId('add-lesson-form');
  await twin(form, t.lessonTitles, t.arabic).fill(ar);
  await twin(form, t.lessonTitles, t.english).fill(en);
  await form.getByRole('button', { name: t.addLessonSubmit, exact: true }).click();
  await expect.poll(() => form.count(), patience).toBe(0);
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
    await page.getByRole('button', { name: t.addSection, exact: true }).click();
    const sectionForm = page.getByTestId('add-section-form');
    await twin(sectionForm, t.newSection, t.arabic).fill('أساسيات الإطالة');
    await twin(sectionForm, t.newSection, t.english).fill('Stretching basics');
    await sectionForm.getByRole('button', { name: t.addSectionSubmit, exact: true }).click();
    await toast(page, t.sectionAdded);
    const section = locale === 'ar' ? 'أساسيات الإطالة' : 'Stretching basics';
    const lessons = {
      first: { ar: 'لماذا نتمدد؟', en: 'Why stretch?' },
      second: { ar: 'الإحماء أولًا', en: 'Warm up first' },
    };
    await addLesson(page, locale, section, lessons.first.ar, lessons.first.en);
    await addLesson(page, locale, section, lessons.second.ar, lessons.second.en);
    await toast(page, t.lessonAdded);

    await page
      .getByTestId('curriculum-lesson')
      .filter({ hasText: lessons.first[locale] })
      .getByRole('button', { name: t.edit })
      .click();
    const lessonForm = page.getByTestId('lesson-form');
    await twin(lessonForm, t.article, t.arabic).fill('<p>الإطالة تحافظ على مرونة العضلات.</p>');
    await twin(lessonForm, t.article, t.english).fill('<p>Stretching keeps muscles supple.</p>');
    await lessonForm.getByTestId('lesson-form-submit').click();
    await toast(page, t.lessonSaved);
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
    await toast(page, t.reordered);
    await page.reload();
    await expect.poll(() => lessonOrder(page), patience).toEqual([lessons.second[locale], lessons.first[locale]]);
    await expect.poll(() => page.getByTestId('checklist-ready').count(), patience).toBe(1);
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
