import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localeUrl, locales, newPage, patience, useBrowser, type Locale } from './support/browser';
import { articles, courseSlug } from './support/demo-content';
import { signedInLearner } from './support/sign-in';
import { learnerRoutes, publicRoutes } from './support/text-sweeps';

/**
 * No page scrolls sideways on a phone (docs/product/shell.md, look and feel): at 360 and 390 px, in
 * both languages, signed out and signed in with a program in the cart. A wide element (a field's
 * intrinsic width, an unbroken word, a table) would make the whole page pan.
 */
const widths = [360, 390] as const;
const browser = useBrowser();

/** How far the document is wider than the window (0: no sideways scroll). */
const overflowOf = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectNoSidewaysScroll(page: Page, locale: Locale, routes: string[]) {
  const wide: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of routes) {
      await page.goto(localeUrl(locale, route));
      await page.waitForLoadState('networkidle');
      const overflow = await overflowOf(page);
      if (overflow > 0) wide.push(`${route} at ${width}px: ${overflow}px too wide`);
    }
  }
  expect(wide).toEqual([]);
}

describe.for(locales)('no sideways scroll on phones (%s)', (locale) => {
  it('public pages, signed out', async () => {
    const page = await newPage(browser(), { locale, width: 390 });
    await expectNoSidewaysScroll(page, locale, [
      ...publicRoutes,
      `/blogs/${articles[locale].category}/${articles[locale].slug}`,
    ]);
    await page.context().close();
  });

  it('a learner’s pages, with a program in the cart', async () => {
    const page = await signedInLearner(browser(), locale, 'narrow-screens');
    await page.goto(localeUrl(locale, `/program/${courseSlug}`));
    await page.getByTestId('cta-add-to-cart').click();
    await expect.poll(() => page.getByTestId('header-cart').getAttribute('data-count'), patience).toBe('1');
    await expectNoSidewaysScroll(page, locale, learnerRoutes);
    await page.context().close();
  });
});
