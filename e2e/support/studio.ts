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
