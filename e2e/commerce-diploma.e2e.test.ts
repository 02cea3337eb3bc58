import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { checkAxe } from './support/axe';
import { localeUrl, locales, patience, useBrowser, type Locale } from './support/browser';
import { buyNowInSandbox } from './support/checkout';
import type { Course } from './support/programs';
import { signedInLearner } from './support/sign-in';

const browser = useBrowser();

// The empty cart's link (cart catalogue); e2e imports nothing internal.
const texts = {
  ar: { browseCourses: 'تصفّح الدورات' },
  en: { browseCourses: 'Browse courses' },
};

interface Diploma extends Course {
  programs: Course[];
}

/** The first paid diploma that holds programs, titled in a language. */
async function paidDiploma(locale: Locale): Promise<Diploma> {
  const { diplomasSite } = await api<{
    diplomasSite: { data: { items: { slug: string; priceAfterDiscount: number }[] } };
  }>('query diplomasSite { diplomasSite(paginate: { limit: 6 }) { data { items { slug priceAfterDiscount } } } }', {
    locale,
  });
  for (const { slug } of diplomasSite.data.items.filter((d) => d.priceAfterDiscount > 0)) {
    const { diploma } = await api<{ diploma: { data: Diploma } }>(
      'query diploma($slug: String) { diploma(slug: $slug) { data { id slug title programs { id slug title } } } }',
      { locale, variables: { slug } },
    );
    if (diploma.data.programs.length > 0) return diploma.data;
  }
  throw new Error('no paid diploma holds a program');
}

describe.for(locales)('buying a diploma (%s)', (locale) => {
  const badge = (page: Page) => page.getByTestId('header-cart').getAttribute('data-count');

  it(
    'buys a diploma now (sandbox) and the course inside it leaves the cart, with the badge',
    { timeout: 120_000 },
    async () => {
      const diploma = await paidDiploma(locale);
      const inside = diploma.programs[0]!;
      const page = await signedInLearner(browser(), locale, 'commerce-diploma');
      await page.goto(localeUrl(locale, `/program/${inside.slug}`));
      await page.getByTestId('cta-add-to-cart').click();
      await expect.poll(() => badge(page), patience).toBe('1');

      // Buy the diploma now, with the session cookie, and pay on the sandbox's page.
      await buyNowInSandbox(page, locale, diploma.id);
      expect(await page.getByTestId('success-items').textContent()).toContain(diploma.title);

      // The course is owned through the diploma now: the cart is empty and the badge follows the cart.
      await page.goto(localeUrl(locale, '/cart'));
      await page.getByRole('link', { name: texts[locale].browseCourses }).waitFor();
      await expect.poll(() => badge(page), patience).toBe('0');
      await checkAxe(page);
      await page.context().close();
    },
  );
});
