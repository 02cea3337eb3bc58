import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, localePath, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('bilingual shell', () => {
  it('shows the home page right-to-left in Arabic at the bare path', async () => {
    const page = await newPage(browser, { locale: 'ar' });
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await expectNoAxeViolations(page);
  });

  it('shows English left-to-right under /en', async () => {
    const page = await newPage(browser, { locale: 'en' });
    await page.goto(`${baseUrl}/en`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await expectNoAxeViolations(page);
  });

  for (const locale of ['ar', 'en'] as const) {
    it(`answers an unknown path with the 404 page (${locale})`, async () => {
      const page = await newPage(browser, { locale });
      const path = localePath(locale, '/nope');
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(404);
      await expect.poll(() => page.textContent('body')).toContain(`Page Not Found: ${path}`);
    });
  }
});
