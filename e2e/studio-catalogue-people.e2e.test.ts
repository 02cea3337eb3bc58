import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser, waitForHydration, type Locale } from './support/browser';
import { toArabicIndic } from './support/digits';
import { png } from './support/files';
import { field } from './support/forms';
import { signInWithSession } from './support/sign-in';

// Categories and lecturer profiles in the studio (docs/product/studio.md, decision 0064). Texts
// from the studio, pages and errors catalogues; e2e imports nothing internal.
const texts = {
  ar: {
    categoriesNav: 'التصنيفات',
    newCategory: 'تصنيف جديد',
    arName: 'الاسم بالعربية',
    enName: 'الاسم بالإنجليزية',
    sortOrder: 'ترتيب العرض',
    addImage: 'أضف صورة',
    create: 'أنشئ التصنيف',
    required: 'هذا الحقل مطلوب.',
    deleteAsk: 'احذف التصنيف…',
    delete: 'احذف',
    profileNav: 'ملفي الشخصي',
    arBio: 'النبذة بالعربية',
    enBio: 'النبذة بالإنجليزية',
    linkedin: 'لينكدإن',
    saveProfile: 'احفظ الملف',
    saved: 'حُفظ الملف الشخصي.',
    httpsUrl: 'أدخل عنوانًا كاملًا يبدأ بـ',
  },
  en: {
    categoriesNav: 'Categories',
    newCategory: 'New category',
    arName: 'Name in Arabic',
    enName: 'Name in English',
    sortOrder: 'Display order',
    addImage: 'Add an image',
    create: 'Create the category',
    required: 'This field is required.',
    deleteAsk: 'Delete the category…',
    delete: 'Delete',
    profileNav: 'My profile',
    arBio: 'Biography in Arabic',
    enBio: 'Biography in English',
    linkedin: 'LinkedIn',
    saveProfile: 'Save the profile',
    saved: 'The profile was saved.',
    httpsUrl: 'Enter a full address starting with https://.',
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

/** The page's Open Graph image, where the category's image shows to sharers. */
const ogImage = (page: Page) => page.locator('meta[property="og:image"]').getAttribute('content');

describe.for(locales)('categories and lecturer profiles in the studio (%s)', (locale) => {
  const t = texts[locale];

  it(
    'an administrator creates a category with an image; its public page shows it; then deletes it',
    { timeout: 180_000 },
    async () => {
      const stamp = Date.now().toString().slice(-6);
      const enName = `E2E Category ${locale} ${stamp}`;
      const arName = `تصنيف تجريبي ${stamp}`;
      const page = await studioPage(locale, admin);
      await page.getByRole('navigation').getByRole('link', { name: t.categoriesNav, exact: true }).click();
      await page.getByTestId('studio-category-row').first().waitFor(patience);
      await checkAxe(page);
      await page.getByRole('link', { name: t.newCategory, exact: true }).click();
      await waitForHydration(page, 'input[name="arName"]');
      // No names yet: each field says so under itself, in the page's language.
      await page.getByRole('button', { name: t.create, exact: true }).click();
      await expect.poll(() => field(page, t.arName).getAttribute('aria-invalid'), patience).toBe('true');
      await page.getByText(t.required).first().waitFor(patience);
      await checkAxe(page);
      await field(page, t.arName).fill(arName);
      await field(page, t.enName).fill(enName);
      // Arabic keyboards type Arabic-Indic digits.
      await field(page, t.sortOrder).fill(locale === 'ar' ? '٩٩' : '99');
      await page
        .getByLabel(t.addImage, { exact: true })
        .setInputFiles({ name: 'category.png', mimeType: 'image/png', buffer: png });
      await page.getByTestId('studio-thumbnail').waitFor(patience);
      const image = await page.getByTestId('studio-thumbnail').getAttribute('src');
      await page.getByRole('button', { name: t.create, exact: true }).click();
      await page.waitForURL((u) => /\/studio\/categories\/[0-9a-f-]{36}$/.test(u.pathname), patience);
      await expect.poll(() => field(page, t.enName).inputValue(), patience).toBe(enName);
      await checkAxe(page);

      // The public category page, at the address made from the English name, with its image.
      const slug = `e2e-category-${locale}-${stamp}`;
      const visitor = await newPage(browser(), { locale });
      await visitor.goto(localeUrl(locale, `/category/${slug}`));
      await expect
        .poll(() => visitor.getByRole('heading', { level: 1 }).textContent(), patience)
        .toBe(locale === 'ar' ? toArabicIndic(arName) : enName); // Arabic pages show Arabic-Indic digits.
      // The preview is /img/<key>?w=…; the key's last segment names the stored file.
      const stored = image!.split('?')[0]!.split('/').pop()!;
      expect(await ogImage(visitor)).toContain(stored);

      // Nothing uses it, so it can be deleted; afterwards the public page is gone.
      await page.getByRole('button', { name: t.deleteAsk, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.delete, exact: true }).click();
      await page.waitForURL((u) => u.pathname.endsWith('/studio/categories'), patience);
    },
  );

  it(
    'a lecturer edits their bio and a link; the public page shows them; then restores both',
    { timeout: 180_000 },
    async () => {
      const page = await studioPage(locale, lecturer);
      await page.getByRole('navigation').getByRole('link', { name: t.profileNav, exact: true }).click();
      await waitForHydration(page, 'textarea[name="arBio"]');
      const bioField = field(page, locale === 'ar' ? t.arBio : t.enBio);
      await expect.poll(() => bioField.inputValue(), patience).not.toBe('');
      const original = { bio: await bioField.inputValue(), linkedin: await field(page, t.linkedin).inputValue() };
      await checkAxe(page);

      // An http address is refused under its field.
      await field(page, t.linkedin).fill('http://www.linkedin.com/in/ahmed-samy');
      await page.getByRole('button', { name: t.saveProfile, exact: true }).click();
      await expect.poll(() => field(page, t.linkedin).getAttribute('aria-invalid'), patience).toBe('true');
      await page.getByText(t.httpsUrl, { exact: false }).first().waitFor(patience);
      await checkAxe(page);

      const stamp = Date.now().toString().slice(-6);
      const bio = `${original.bio}\nE2E ${locale} ${stamp}`;
      const linkedin = `https://www.linkedin.com/in/ahmed-samy-${stamp}`;
      await bioField.fill(bio);
      await field(page, t.linkedin).fill(linkedin);
      await page.getByRole('button', { name: t.saveProfile, exact: true }).click();
      await page.getByText(t.saved).waitFor(patience);

      try {
        // The public page follows within seconds (the cache event expires it).
        const visitor = await newPage(browser(), { locale });
        await expect
          .poll(
            async () => {
              await visitor.goto(localeUrl(locale, '/lecturers/ahmed-samy'));
              return visitor
                .getByTestId('lecturer-link-linkedin')
                .getAttribute('href', { timeout: 1000 })
                .catch(() => null);
            },
            { timeout: 30_000, interval: 1000 },
          )
          .toBe(linkedin);
        await visitor.getByText(`E2E ${locale} ${stamp}`).waitFor(patience);
        await checkAxe(visitor);
      } finally {
        await bioField.fill(original.bio);
        await field(page, t.linkedin).fill(original.linkedin);
        await page.getByRole('button', { name: t.saveProfile, exact: true }).click();
        await page.getByText(t.saved).waitFor(patience);
        await expect.poll(() => bioField.inputValue(), patience).toBe(original.bio);
      }
    },
  );
});
