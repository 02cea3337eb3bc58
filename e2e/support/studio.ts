import type { Locator, Page } from 'playwright-core';

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
  },
};

/** A field of the editor: the Arabic or English twin of a bilingual pair (the group named by its legend). */
export const twin = (scope: Page | Locator, legend: string, language: string) =>
  scope.getByRole('group', { name: legend, exact: true }).getByLabel(language, { exact: true });
