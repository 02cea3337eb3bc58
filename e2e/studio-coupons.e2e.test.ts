import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser, waitForHydration, type Locale } from './support/browser';
import { payInSandbox } from './support/checkout';
import { field } from './support/forms';
import { paidCourses } from './support/programs';
import { signedInLearner, signInWithSession } from './support/sign-in';

// A coupon made in the studio, used by a learner and counted (docs/product/studio.md, decision
// 0053). Texts from the studio, cart and errors catalogues; e2e imports nothing internal.
const texts = {
  ar: {
    nav: 'الكوبونات',
    newCoupon: 'كوبون جديد',
    code: 'الكود',
    percent: 'نسبة الخصم',
    programsScope: 'برامج',
    findProgram: 'ابحث عن برنامج',
    add: 'إضافة',
    create: 'إنشاء الكوبون',
    required: 'هذا الحقل مطلوب.',
    search: 'الكود',
    searchButton: 'بحث',
    couponLabel: 'رمز الكوبون',
    couponApply: 'تطبيق',
    notApplicable: 'لا ينطبق',
  },
  en: {
    nav: 'Coupons',
    newCoupon: 'New coupon',
    code: 'Code',
    percent: 'Percentage off',
    programsScope: 'Programs',
    findProgram: 'Find a program',
    add: 'Add',
    create: 'Create coupon',
    required: 'This field is required.',
    search: 'Code',
    searchButton: 'Search',
    couponLabel: 'Coupon code',
    couponApply: 'Apply',
    notApplicable: 'does not apply',
  },
};
/** What one use looks like in the page's digits. */
const one = { ar: '١', en: '1' };
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();

/** The administrator creates a 20% coupon for one program through the studio's form; answers its code. */
async function createCoupon(page: Page, locale: Locale, course: { title: string }): Promise<string> {
  const t = texts[locale];
  const stamp = Date.now().toString().slice(-6);
  // Arabic keyboards type Arabic-Indic digits; the code is stored with Latin ones.
  const typed = locale === 'ar' ? `ar-e2e-${stamp.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)}` : `en-e2e-${stamp}`;
  await page.goto(localeUrl(locale, '/studio'));
  await page.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
  await page.getByTestId('studio-coupon-count').waitFor(patience);
  await checkAxe(page);
  await page.getByRole('link', { name: t.newCoupon, exact: true }).click();
  await waitForHydration(page, 'input[name="code"]');
  await field(page, t.code).fill(typed);
  await page.getByRole('radio', { name: t.programsScope, exact: true }).check();
  await field(page, t.findProgram).fill(course.title);
  await page.getByRole('listitem').filter({ hasText: course.title }).getByRole('button', { name: t.add }).click();
  await page.getByTestId('coupon-chosen-programs').getByText(course.title, { exact: true }).waitFor(patience);
  // No percentage yet: the field says so, under itself, in the page's language.
  await page.getByRole('button', { name: t.create, exact: true }).click();
  await expect.poll(() => field(page, t.percent).getAttribute('aria-invalid'), patience).toBe('true');
  await page.getByText(t.required).first().waitFor(patience);
  await checkAxe(page);
  await field(page, t.percent).fill(locale === 'ar' ? '٢٠' : '20');
  await page.getByRole('button', { name: t.create, exact: true }).click();
  await page
    .waitForURL((u) => /\/studio\/coupons\/[0-9a-f-]{36}$/.test(u.pathname), patience)
    .catch(async (error: Error) => {
      // Say what the form said instead of leaving.
      throw new Error(
        `${error.message}\nthe form said: ${[...(await page.getByRole('alert').allTextContents()), ...(await page.locator('[aria-invalid="true"]').evaluateAll((els) => els.map((el) => `${(el as HTMLInputElement).name}=${(el as HTMLInputElement).value}: ${document.getElementById(el.getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent}`)))].join(' | ')}`,
      );
    });
  await page.getByTestId('coupon-uses').waitFor(patience);
  await checkAxe(page);
  return `${locale.toUpperCase()}-E2E-${stamp}`;
}

describe.for(locales)('a coupon made in the studio (%s)', (locale) => {
  const t = texts[locale];

  it(
    'is created for one program, used by a learner who pays, and counted with its revenue',
    { timeout: 240_000 },
    async () => {
      const [course, other] = (await paidCourses(locale)).slice(locale === 'ar' ? 3 : 5);
      const adminPage = await newPage(browser(), { locale });
      await signInWithSession(adminPage, admin);
      const code = await createCoupon(adminPage, locale, course!);

      // The learner: the coupon applies to its program only, then they pay.
      const page = await signedInLearner(browser(), locale, 'studio-coupon');
      await page.goto(localeUrl(locale, `/program/${other!.slug}`));
      await page.getByTestId('cta-add-to-cart').click();
      await expect.poll(() => page.getByTestId('header-cart').getAttribute('data-count'), patience).toBe('1');
      await page.goto(localeUrl(locale, '/cart'));
      await field(page, t.couponLabel).fill(code.toLowerCase());
      await page.getByRole('button', { name: t.couponApply, exact: true }).click();
      await expect.poll(() => page.getByTestId('coupon-error').textContent(), patience).toContain(t.notApplicable);
      await page.getByTestId('cart-item').getByTestId('cart-item-remove').click();
      await expect.poll(() => page.getByTestId('header-cart').getAttribute('data-count'), patience).toBe('0');
      await page.goto(localeUrl(locale, `/program/${course!.slug}`));
      await page.getByTestId('cta-add-to-cart').click();
      await expect.poll(() => page.getByTestId('header-cart').getAttribute('data-count'), patience).toBe('1');
      await page.goto(localeUrl(locale, '/cart'));
      await field(page, t.couponLabel).fill(code.toLowerCase());
      await page.getByRole('button', { name: t.couponApply, exact: true }).click();
      await page.getByTestId('coupon-applied').waitFor(patience);
      await page.getByTestId('cart-discount').waitFor(patience);
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL((u) => u.pathname === '/sandbox/checkout', patience);
      await payInSandbox(page, locale);

      // The studio's list counts the paid use and what it brought in.
      await adminPage.goto(localeUrl(locale, '/studio/coupons'));
      await waitForHydration(adminPage, 'input[type="search"]');
      await field(adminPage, t.search).fill(code);
      await adminPage.getByRole('button', { name: t.searchButton, exact: true }).click();
      const row = adminPage.getByTestId('studio-coupon-row').filter({ hasText: code });
      await expect.poll(() => row.getByTestId('coupon-uses').textContent(), patience).toBe(one[locale]);
      expect(await row.getByTestId('coupon-revenue').textContent()).toMatch(/[1-9١-٩]/);
      await checkAxe(adminPage);
    },
  );
});
