import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localeUrl, newPage, patience, useBrowser, type Locale } from './support/browser';
import { articles, courseSlug } from './support/demo-content';
import { signedInLearner } from './support/sign-in';
import { arabicDigitsOn, latinDigitsOn, learnerRoutes, publicRoutes, unisolatedLatinOn } from './support/text-sweeps';

/**
 * One numeral system per language and isolated left-to-right runs (decision 0050): every public
 * route and a learner's own, signed out and signed in with a program in the cart.
 */
const browser = useBrowser();

async function sweep(page: Page, locale: Locale, routes: string[]) {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(localeUrl(locale, route));
    await page.waitForLoadState('networkidle');
    const faults =
      locale === 'ar'
        ? [...(await latinDigitsOn(page)), ...(await unisolatedLatinOn(page))]
        : await arabicDigitsOn(page);
    found.push(...faults.map((fault) => `${route}: ${fault}`));
  }
  return found;
}

describe('Arabic and English text on every page', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`public pages, signed out (${locale})`, { timeout: 240_000 }, async () => {
      const page = await newPage(browser(), { locale });
      const routes = [...publicRoutes, `/blogs/${articles[locale].category}/${articles[locale].slug}`];
      expect(await sweep(page, locale, routes)).toEqual([]);
      await page.context().close();
    });

    it(`a learner's pages with a program in the cart (${locale})`, { timeout: 240_000 }, async () => {
      const page = await signedInLearner(browser(), locale, 'text-sweep');
      await page.goto(localeUrl(locale, `/program/${courseSlug}`));
      await page.getByTestId('cta-add-to-cart').click();
      await expect.poll(() => page.getByTestId('header-cart').getAttribute('data-count'), patience).toBe('1');
      expect(await sweep(page, locale, [...learnerRoutes, '/'])).toEqual([]);
      await page.context().close();
    });
  }
});
