import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { localeUrl, locales, newPage, useBrowser } from './support/browser';
import { articles, courseSlug, workshopSlug } from './support/demo-content';

const browser = useBrowser();

describe.for(locales)('public pages (%s)', (locale) => {
  const article = `/blogs/${articles[locale].category}/${articles[locale].slug}`;
  const pages = [
    `/program/${courseSlug}`,
    `/program/${workshopSlug}`,
    '/blogs',
    `/blogs/${articles[locale].category}`,
    article,
    '/faqs',
    '/about',
    '/contact-us',
    '/payment-policy',
    '/privacy-policy',
    '/terms-and-conditions',
  ];

  it('serves these pages from the cache after the first visit (decision 0010)', async () => {
    for (const path of pages) {
      await fetch(localeUrl(locale, path));
      // A page rendered more than its revalidate period ago answers STALE once and regenerates in
      // the background (earlier journeys visited these); then it is served from the cache.
      await expect
        .poll(
          async () => {
            const again = await fetch(localeUrl(locale, path));
            expect(again.status, path).toBe(200);
            return again.headers.get('x-nextjs-cache');
          },
          { timeout: 15_000, message: path },
        )
        .toBe('HIT');
    }
  });

  for (const path of pages) {
    it(`has no axe violations on ${path}`, async () => {
      const page = await newPage(browser(), { locale });
      const response = await page.goto(localeUrl(locale, path));
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }

  it('has no axe violations in the dark theme on the program, article and contact pages', async () => {
    const page = await newPage(browser(), { locale });
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of [`/program/${courseSlug}`, article, '/contact-us']) {
      await page.goto(localeUrl(locale, path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page);
    }
    await page.context().close();
  });
});
