import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAxe } from './support/axe';
import { localePath, localeUrl, locales, pathOf, patience, useBrowser, type Locale } from './support/browser';
import { payInSandbox } from './support/checkout';
import { field } from './support/forms';
import { paidCourses, type Course } from './support/programs';
import { signedInLearner } from './support/sign-in';

const browser = useBrowser();

// Visible texts the journey looks for (cart catalogue, the sandbox page); e2e imports nothing internal.
const texts = {
  ar: {
    sandboxBanner: 'وضع الاختبار (TEST MODE) — دفع تجريبي، لا تُستخدم أموال حقيقية',
    fail: 'محاكاة رفض البطاقة',
    couponLabel: 'رمز الكوبون',
    couponApply: 'تطبيق',
    failedTitle: 'لم تتم عملية الدفع',
    historyHeading: 'سجل المشتريات',
    invoiceHeading: 'الفاتورة',
  },
  en: {
    sandboxBanner: 'TEST MODE — test payment, no real money is taken',
    fail: 'Simulate a declined card',
    couponLabel: 'Coupon code',
    couponApply: 'Apply',
    failedTitle: "The payment didn't go through",
    historyHeading: 'Purchase history',
    invoiceHeading: 'Invoice',
  },
};
/** The Arabic journey types the coupon's digits in Arabic-Indic, as an Arabic keyboard would. */
const coupon = { ar: 'WELCOME١٠', en: 'welcome10' };

let courses: Record<Locale, Course[]>;
beforeAll(async () => {
  const [ar, en] = await Promise.all(locales.map(async (locale) => (await paidCourses(locale)).slice(0, 3)));
  courses = { ar: ar!, en: en! };
});

describe.for(locales)('buying courses through the cart (%s)', (locale) => {
  const t = texts[locale];
  const badge = (page: Page) => page.getByTestId('header-cart').getAttribute('data-count');
  const cartTotal = (page: Page) => page.getByTestId('cart-total').textContent();

  /** Cart → checkout → the sandbox's hosted page, which must say it is a test. */
  async function checkoutToSandbox(page: Page) {
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL((u) => u.pathname === '/sandbox/checkout');
    await expect.poll(() => page.getByRole('note').textContent(), patience).toContain(t.sandboxBanner);
  }

  it(
    'adds courses, fails a payment, applies a coupon, pays, and finds the order and its invoice',
    { timeout: 240_000 },
    async () => {
      expect(courses[locale]).toHaveLength(3);
      const [first, second, third] = courses[locale];
      const page = await signedInLearner(browser(), locale, 'commerce-cart');
      await expect.poll(() => badge(page), patience).toBe('0');

      // Add three courses from their program pages; the header badge follows each add.
      for (const [index, course] of courses[locale].entries()) {
        await page.goto(localeUrl(locale, `/program/${course.slug}`));
        await page.getByTestId('cta-add-to-cart').click();
        await expect.poll(() => badge(page), patience).toBe(String(index + 1));
      }

      // Removing one from the cart lowers the badge at once.
      await page.goto(localeUrl(locale, '/cart'));
      await expect.poll(() => page.getByTestId('cart-item').count(), patience).toBe(3);
      await page.getByTestId('cart-item').filter({ hasText: third!.title }).getByTestId('cart-item-remove').click();
      await expect.poll(() => page.getByTestId('cart-item').count(), patience).toBe(2);
      await expect.poll(() => badge(page), patience).toBe('2');
      for (const course of [first!, second!]) await page.getByRole('heading', { name: course.title }).waitFor();
      expect(await page.getByTestId('cart-discount').count()).toBe(0);
      const fullTotal = await cartTotal(page);
      await checkAxe(page, { dark: true });

      // A declined card: the failed state, and the cart keeps its items.
      await checkoutToSandbox(page);
      await page.getByRole('button', { name: t.fail }).click();
      await page.waitForURL((u) => u.pathname === localePath(locale, '/success'));
      expect(new URL(page.url()).searchParams.get('reference')).toBeTruthy();
      await page.getByRole('heading', { level: 1, name: t.failedTitle }).waitFor({ timeout: 30_000 });
      await checkAxe(page);
      await page.goto(localeUrl(locale, '/cart'));
      await expect.poll(() => page.getByTestId('cart-item').count(), patience).toBe(2);

      // An expired demo coupon is refused by the field; the real one lowers the total.
      await field(page, t.couponLabel).fill('SUMMER2025');
      await page.getByRole('button', { name: t.couponApply, exact: true }).click();
      await expect
        .poll(async () => (await page.getByTestId('coupon-error').textContent())?.trim().length ?? 0, patience)
        .toBeGreaterThan(0);
      expect(await field(page, t.couponLabel).getAttribute('aria-invalid')).toBe('true');
      await field(page, t.couponLabel).fill(coupon[locale]);
      await page.getByRole('button', { name: t.couponApply, exact: true }).click();
      await page.getByTestId('coupon-applied').waitFor();
      await page.getByTestId('cart-discount').waitFor();
      await expect.poll(() => cartTotal(page), patience).not.toBe(fullTotal);
      await checkAxe(page);

      // Pay in the sandbox: the success page shows the verified paid state with both courses.
      await checkoutToSandbox(page);
      await payInSandbox(page, locale);
      for (const course of [first!, second!])
        expect(await page.getByTestId('success-items').textContent()).toContain(course.title);
      await checkAxe(page);
      const invoiceHref = await page.getByTestId('success-invoice').getAttribute('href');
      expect(invoiceHref).toMatch(new RegExp(`^${localePath(locale, '/invoice/')}[0-9a-f-]{36}$`));
      await page.reload();
      await expect.poll(() => badge(page), patience).toBe('0');

      // The bought courses are now the learner's: both appear in my learning.
      await page.goto(localeUrl(locale, '/my-learning-programs'));
      for (const course of [first!, second!]) {
        await page.getByTestId('my-program').filter({ hasText: course.title }).first().waitFor({ timeout: 15_000 });
      }

      // Purchase history lists the paid order (with its card) above the declined one.
      await page.goto(localeUrl(locale, '/purchase-history'));
      await page.getByRole('heading', { level: 1, name: t.historyHeading }).waitFor();
      await expect.poll(() => page.getByTestId('transaction').count(), patience).toBe(2);
      const newest = page.getByTestId('transaction').first();
      expect(await newest.locator('[data-status]').getAttribute('data-status')).toBe('PAID');
      expect(await newest.getByTestId('transaction-card').textContent()).toContain('4242');
      expect(await page.getByTestId('transaction').nth(1).locator('[data-status]').getAttribute('data-status')).toBe(
        'FAILED',
      );
      await checkAxe(page);

      // The invoice: its number, a print view without the site's chrome, and the Arabic PDF.
      await newest.getByTestId('transaction-invoice').click();
      await page.waitForURL((u) => u.pathname === invoiceHref);
      await page.getByRole('heading', { level: 1, name: new RegExp(t.invoiceHeading) }).waitFor();
      const number = (await page.getByTestId('invoice-number').textContent())?.trim();
      expect(number).toMatch(/\d/);
      await checkAxe(page, { dark: true });
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('header').first().isVisible()).toBe(false);
      expect(await page.getByTestId('invoice-number').isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('invoice-download-ar').click(),
      ]);
      const pdf = await page.request.get(download.url());
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const bytes = await pdf.body();
      expect(bytes.length).toBeGreaterThan(1000);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(new URL(download.url()).pathname).toMatch(/^\/invoices\/[0-9a-f-]{36}\.pdf$/);
      await page.context().close();
    },
  );

  it('answers 404 for an invoice that is not the learner’s', async () => {
    const page = await signedInLearner(browser(), locale, 'commerce-invoice');
    const response = await page.goto(localeUrl(locale, '/invoice/00000000-0000-4000-8000-000000000000'));
    expect(response?.status()).toBe(404);
    expect(pathOf(page)).toBe(localePath(locale, '/invoice/00000000-0000-4000-8000-000000000000'));
    await page.context().close();
  });
});
