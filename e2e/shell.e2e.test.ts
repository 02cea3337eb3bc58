import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { locales, newPage, pathOf, useBrowser, waitForHydration } from './support/browser';
import { expectNotFoundPage } from './support/routes';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

describe('bilingual shell', () => {
  it('shows the home page right-to-left in Arabic at the bare path', async () => {
    const page = await newPage(browser(), { locale: 'ar' });
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await expectNoAxeViolations(page);
  });

  it('shows the skip link, with room around its text, on the first Tab', async () => {
    const page = await newPage(browser(), { locale: 'ar' });
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Tab');
    const padding = await page.evaluate(() => {
      const link = document.activeElement as HTMLElement;
      const style = getComputedStyle(link);
      return {
        href: link.getAttribute('href'),
        inline: parseFloat(style.paddingInlineStart),
        block: parseFloat(style.paddingBlockStart),
      };
    });
    expect(padding.href).toBe('#main');
    expect(padding.inline).toBeGreaterThanOrEqual(12);
    expect(padding.block).toBeGreaterThanOrEqual(6);
    await page.context().close();
  });

  it('shows English left-to-right under /en', async () => {
    const page = await newPage(browser(), { locale: 'en' });
    await page.goto(`${baseUrl}/en`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await expectNoAxeViolations(page);
  });

  it.for(locales)('answers an unknown path with the 404 page (%s)', async (locale) => {
    await expectNotFoundPage(await newPage(browser(), { locale }), locale, '/nope');
  });

  it('routes links inside the app, prefetches on hover, and keeps the language switch across visits', async () => {
    const page = await newPage(browser(), { locale: 'ar' });
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page, 'footer a[hreflang="en"]');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const courses = page.locator('header a[data-link][href="/courses"]').first();
    const prefetch = page.waitForRequest(
      (request) => request.url().includes('/courses') && request.headers()['rsc'] === '1',
    );
    await courses.hover();
    await prefetch;
    await courses.click();
    await page.waitForURL(`${baseUrl}/courses`);
    // A client-side navigation keeps the document (and the flag set on its window).
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    await page.locator('footer a[hreflang="en"]').click();
    await page.waitForURL(`${baseUrl}/en/courses`);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('en');
    // The choice holds on the next visit to a bare path.
    await page.goto(`${baseUrl}/`);
    expect(pathOf(page)).toBe('/en');

    await waitForHydration(page, 'footer a[hreflang="ar"]');
    await page.locator('footer a[hreflang="ar"]').click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    expect((await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ar');
    await page.context().close();
  });
});
