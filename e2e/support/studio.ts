import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { localeUrl, patience, type Locale } from './browser';
import { png } from './files';
import { field } from './forms';

/** Words of the studio's program editor that its journeys use (packages/i18n/messages/studio), per language. */
export const studioTexts = {
  ar: {
    newProgram: 'برنامج جديد',
    arTitle: 'العنوان بالعربية',
    enTitle: 'العنوان بالإنجليزية',
    create: 'إنشاء المسودة',
    arabic: 'بالعربية',
    english: 'بالإنجليزية',
    addThumbnail: 'إضافة صورة مصغّرة',
    allSaved: 'كل التعديلات محفوظة',
    kind: 'نوع البرنامج',
    summary: 'الملخص',
    slug: 'الرابط (slug)',
    addSection: 'أضف قسمًا',
    newSection: 'عنوان القسم الجديد',
    addSectionSubmit: 'أضف القسم',
    sectionAdded: 'تمت إضافة القسم.',
    addLessonTo: (title: string) => `أضف درسًا إلى «${title}»`,
    lessonTitles: 'عنوان الدرس',
    lessonKind: 'نوع الدرس',
    addLessonSubmit: 'أضف الدرس',
    lessonAdded: 'تمت إضافة الدرس.',
  },
  en: {
    newProgram: 'New program',
    arTitle: 'Title in Arabic',
    enTitle: 'Title in English',
    create: 'Create the draft',
    arabic: 'Arabic',
    english: 'English',
    addThumbnail: 'Add a thumbnail',
    allSaved: 'All changes saved',
    kind: 'Kind of program',
    summary: 'Summary',
    slug: 'Address (slug)',
    addSection: 'Add a section',
    newSection: 'New section title',
    addSectionSubmit: 'Add the section',
    sectionAdded: 'The section was added.',
    addLessonTo: (title: string) => `Add a lesson to “${title}”`,
    lessonTitles: 'Lesson title',
    lessonKind: 'Kind of lesson',
    addLessonSubmit: 'Add the lesson',
    lessonAdded: 'The lesson was added.',
  },
};

/** A field of the editor: the Arabic or English twin of a bilingual pair (the group named by its legend). */
export const twin = (scope: Page | Locator, legend: string, language: string) =>
  scope.getByRole('group', { name: legend, exact: true }).getByLabel(language, { exact: true });

/**
 * A new draft made in the studio's form (of `kind`, by its label, when given), then given both
 * summaries and a thumbnail and saved; the page stays on its editor. Answers the draft's slug.
 */
export async function newDraft(
  page: Page,
  locale: Locale,
  title: { ar: string; en: string },
  kind?: string,
): Promise<string> {
  const t = studioTexts[locale];
  await page.goto(localeUrl(locale, '/studio/programs'));
  await page.getByRole('link', { name: t.newProgram, exact: true }).click();
  if (kind) await field(page, t.kind).selectOption({ label: kind });
  await field(page, t.arTitle).fill(title.ar);
  await field(page, t.enTitle).fill(title.en);
  await page.getByRole('button', { name: t.create, exact: true }).click();
  await page.waitForURL((u) => /\/studio\/programs\/[0-9a-f-]{36}$/.test(u.pathname));
  await twin(page, t.summary, t.arabic).fill('تمارين إطالة آمنة لكل يوم.');
  await twin(page, t.summary, t.english).fill('Safe stretches for every day.');
  await page
    .getByLabel(t.addThumbnail, { exact: true })
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect.poll(() => page.getByTestId('studio-thumbnail').count(), patience).toBe(1);
  await page.getByTestId('studio-save').click();
  await expect.poll(() => page.getByRole('status').filter({ hasText: t.allSaved }).count(), patience).toBe(1);
  return field(page, t.slug).inputValue();
}

/** Waits for a success toast saying `message`. */
export async function expectToast(page: Page, message: string): Promise<void> {
  await expect
    .poll(() => page.locator('[data-toast-type="success"]').filter({ hasText: message }).count(), patience)
    .toBeGreaterThan(0);
}

/** Adds a section with both titles to the program open in the editor; answers its title in the page's language. */
export async function addSection(page: Page, locale: Locale, titles: { ar: string; en: string }): Promise<string> {
  const t = studioTexts[locale];
  await page.getByRole('button', { name: t.addSection, exact: true }).click();
  const form = page.getByTestId('add-section-form');
  await twin(form, t.newSection, t.arabic).fill(titles.ar);
  await twin(form, t.newSection, t.english).fill(titles.en);
  await form.getByRole('button', { name: t.addSectionSubmit, exact: true }).click();
  await expectToast(page, t.sectionAdded);
  return titles[locale];
}

/** Adds a lesson with both titles to a section (an article unless `kind`, its radio button's label, says otherwise). */
export async function addLesson(
  page: Page,
  locale: Locale,
  section: string,
  titles: { ar: string; en: string },
  kind?: string,
): Promise<void> {
  const t = studioTexts[locale];
  await page.getByRole('button', { name: t.addLessonTo(section), exact: true }).click();
  const form = page.getByTestId('add-lesson-form');
  await twin(form, t.lessonTitles, t.arabic).fill(titles.ar);
  await twin(form, t.lessonTitles, t.english).fill(titles.en);
  if (kind)
    await form.getByRole('group', { name: t.lessonKind, exact: true }).getByLabel(kind, { exact: true }).check();
  await form.getByRole('button', { name: t.addLessonSubmit, exact: true }).click();
  await expect.poll(() => form.count(), patience).toBe(0);
}
