import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, localePath, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');

// Visible texts the journey looks for (auth and cart catalogues, the sandbox page); e2e imports nothing internal.
const texts = {
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    loginSubmit: 'تسجيل الدخول',
    sandboxBanner: 'وضع الاختبار (TEST MODE) — دفع تجريبي، لا تُستخدم أموال حقيقية',
    pay: /^ادفع/,
    fail: 'محاكاة رفض البطاقة',
    couponLabel: 'رمز الكوبون',
    couponApply: 'تطبيق',
    paidTitle: 'تم تأكيد الدفع',
    failedTitle: 'لم تتم عملية الدفع',
    historyHeading: 'سجل المشتريات',
    invoiceHeading: 'الفاتورة',
    browseCourses: 'تصفّح الدورات',
  },
  en: {
    email: 'Email',
    password: 'Password',
    loginSubmit: 'Log in',
    sandboxBanner: 'TEST MODE — test payment, no real money is taken',
    pay: /^Pay/,
    fail: 'Simulate a declined card',
    couponLabel: 'Coupon code',
    couponApply: 'Apply',
    paidTitle: 'Payment confirmed',
    failedTitle: "The payment didn't go through",
    historyHeading: 'Purchase history',
    invoiceHeading: 'Invoice',
    browseCourses: 'Browse courses',
  },
};
// Two demo learners, one per language, so each buys its own courses (demo content, packages/db/src/seed).
const learners = { ar: 'learner@manara.test', en: 'learner.en@manara.test' };
// Random in production, read from the API's log by the platform (decision 0031).
const demoPasswords = inject('demoPasswords');
/** Polls wait for round trips to the API (the cart, the session's count), not just a repaint. */
const patience = { timeout: 10_000 };
/** The Arabic journey types the coupon's digits in Arabic-Indic, as an Arabic keyboard would. */
const coupon = { ar: 'WELCOME١٠', en: 'welcome10' };

interface Course {
  id: string;
  slug: string;
  title: string;
}

/** Sends one named operation to the API directly (catalogue reads for picking test data). */
async function api<T>(
  locale: 'ar' | 'en',
  operationName: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': locale },
    body: JSON.stringify({ operationName, query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** Paid published courses from the demo catalogue, in the requested language. */
async function paidCourses(locale: 'ar' | 'en'): Promise<Course[]> {
  const data = await api<{ courses: { data: { items: (Course & { priceAfterDiscount: number })[] } } }>(
    locale,
    'courses',
    'query courses { courses(paginate: { limit: 24 }) { data { items { id slug title priceAfterDiscount } } } }',
  );
  return data.courses.data.items.filter((c) => c.priceAfterDiscount > 0);
}

interface Diploma extends Course {
  programs: Course[];
}

/** Paid diplomas with the programs inside them. */
async function paidDiplomas(locale: 'ar' | 'en'): Promise<Diploma[]> {
  const data = await api<{ diplomasSite: { data: { items: { slug: string; priceAfterDiscount: number }[] } } }>(
    locale,
    'diplomasSite',
    'query diplomasSite { diplomasSite(paginate: { limit: 6 }) { data { items { slug priceAfterDiscount } } } }',
  );
  const slugs = data.diplomasSite.data.items.filter((d) => d.priceAfterDiscount > 0).map((d) => d.slug);
  return Promise.all(
    slugs.map(async (slug) => {
      const detail = await api<{ diploma: { data: Diploma } }>(
        locale,
        'diploma',
        'query diploma($slug: String) { diploma(slug: $slug) { data { id slug title programs { id slug title } } } }',
        { slug },
      );
      return detail.diploma.data;
    }),
  );
}

let browser: Browser;
let courses: { ar: Course[]; en: Course[] };
let diplomas: { ar: Diploma; en: Diploma };
beforeAll(async () => {
  browser = await launchBrowser();
  const [ar, en, arDiplomas, enDiplomas] = await Promise.all([
    paidCourses('ar'),
    paidCourses('en'),
    paidDiplomas('ar'),
    paidDiplomas('en'),
  ]);
  // Each learner buys one diploma; the main journey keeps clear of the programs inside them.
  const [arDiploma, enDiploma] = enDiplomas.filter((d) => d.programs.length > 0);
  diplomas = { ar: arDiplomas.find((d) => d.id === arDiploma!.id)!, en: enDiploma! };
  const inDiplomas = new Set([arDiploma!, enDiploma!].flatMap((d) => d.programs.map((p) => p.id)));
  const titled = (list: Course[]) => new Map(list.map((c) => [c.id, c]));
  const arById = titled(ar);
  const free = en.filter((c) => !inDiplomas.has(c.id));
  courses = { ar: free.slice(0, 3).map((c) => arById.get(c.id) ?? c), en: free.slice(3, 6) };
});
afterAll(() => browser?.close());

for (const locale of ['ar', 'en'] as const) {
  const t = texts[locale];
  const url = (path: string) => `${baseUrl}${localePath(locale, path)}`;
  const pathOf = (page: Page) => new URL(page.url()).pathname;
  const badge = (page: Page) => page.getByTestId('header-cart').getAttribute('data-count');
  const cartTotal = (page: Page) => page.getByTestId('cart-total').textContent();
  /** axe on a settled page (toasts fade in and out; a half-transparent one is not what readers see), in light and dark. */
  async function checkAxe(page: Page, { dark = false } = {}) {
    await expect.poll(() => page.locator('[data-toast-type]').count(), patience).toBe(0);
    await expectNoAxeViolations(page);
    if (!dark) return;
    await page.emulateMedia({ colorScheme: 'dark' });
    // Colours ease between themes (transition-colors); measure once they have arrived.
    await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });
  }

  async function logIn(page: Page) {
    await page.goto(url('/login'));
    await page.getByLabel(t.email, { exact: true }).fill(learners[locale]);
    await page.getByLabel(t.password, { exact: true }).fill(demoPasswords[learners[locale]]!);
    await page.getByRole('button', { name: t.loginSubmit, exact: true }).click();
    await page.waitForURL((u) => u.pathname === localePath(locale, '/'));
  }

  /** Cart → checkout → the sandbox's hosted page, which must say it is a test. */
  async function checkoutToSandbox(page: Page) {
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL((u) => u.pathname === '/sandbox/checkout');
    await expect.poll(() => page.getByRole('note').textContent(), patience).toContain(t.sandboxBanner);
  }

  describe(`commerce journey (${locale})`, () => {
    it(
      'adds courses, fails a payment, applies a coupon, pays, and finds the order and its invoice',
      { timeout: 240_000 },
      async () => {
        expect(courses[locale]).toHaveLength(3);
        const [first, second, third] = courses[locale];
        const page = await newPage(browser, { locale });
        await logIn(page);
        await expect.poll(() => badge(page), patience).toBe('0');

        // Add three courses from their program pages; the header badge follows each add.
        for (const [index, course] of courses[locale].entries()) {
          await page.goto(url(`/program/${course.slug}`));
          await page.getByTestId('cta-add-to-cart').click();
          await expect.poll(() => badge(page), patience).toBe(String(index + 1));
        }

        // Removing one from the cart lowers the badge at once.
        await page.goto(url('/cart'));
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
        await page.goto(url('/cart'));
        await expect.poll(() => page.getByTestId('cart-item').count(), patience).toBe(2);

        // An expired demo coupon is refused by the field; the real one lowers the total.
        await page.getByLabel(t.couponLabel, { exact: true }).fill('SUMMER2025');
        await page.getByRole('button', { name: t.couponApply, exact: true }).click();
        await expect
          .poll(async () => (await page.getByTestId('coupon-error').textContent())?.trim().length ?? 0, patience)
          .toBeGreaterThan(0);
        expect(await page.getByLabel(t.couponLabel, { exact: true }).getAttribute('aria-invalid')).toBe('true');
        await page.getByLabel(t.couponLabel, { exact: true }).fill(coupon[locale]);
        await page.getByRole('button', { name: t.couponApply, exact: true }).click();
        await page.getByTestId('coupon-applied').waitFor();
        await page.getByTestId('cart-discount').waitFor();
        await expect.poll(() => cartTotal(page), patience).not.toBe(fullTotal);
        await checkAxe(page);

        // Pay in the sandbox: the success page shows the verified paid state with both courses.
        await checkoutToSandbox(page);
        await page.getByRole('button', { name: t.pay }).click();
        await page.waitForURL((u) => u.pathname === localePath(locale, '/success'));
        await page.getByRole('heading', { level: 1, name: t.paidTitle }).waitFor({ timeout: 30_000 });
        for (const course of [first!, second!])
          expect(await page.getByTestId('success-items').textContent()).toContain(course.title);
        await checkAxe(page);
        const invoiceHref = await page.getByTestId('success-invoice').getAttribute('href');
        expect(invoiceHref).toMatch(new RegExp(`^${localePath(locale, '/invoice/')}[0-9a-f-]{36}$`));
        await page.reload();
        await expect.poll(() => badge(page), patience).toBe('0');

        // The bought courses are now the learner's: both appear in my learning.
        await page.goto(url('/my-learning-programs'));
        for (const course of [first!, second!]) {
          await page.getByTestId('my-program').filter({ hasText: course.title }).first().waitFor({ timeout: 15_000 });
        }

        // Purchase history lists the paid order (with its card) above the declined one.
        await page.goto(url('/purchase-history'));
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

    it(
      'buys a diploma now (sandbox) and the course inside it leaves the cart, with the badge',
      { timeout: 120_000 },
      async () => {
        const diploma = diplomas[locale];
        const inside = diploma.programs[0]!;
        const page = await newPage(browser, { locale });
        await logIn(page);
        await page.goto(url(`/program/${inside.slug}`));
        await page.getByTestId('cta-add-to-cart').click();
        await expect.poll(() => badge(page), patience).toBe('1');

        // Buy-now through the API with the session cookie (the program page's own button is helper W2's).
        const answer = await page.request.post(`${baseUrl}/graphql`, {
          headers: { 'accept-language': locale, 'x-manara-client': 'web' },
          data: {
            operationName: 'buyNow',
            query:
              'mutation buyNow($id: ID) { buyNow(input: { learningProgramId: $id }) { success message data { paymentLink } } }',
            variables: { id: diploma.id },
          },
        });
        const { buyNow } = (
          (await answer.json()) as {
            data: { buyNow: { success: boolean; message: string; data: { paymentLink: string } | null } };
          }
        ).data;
        expect(buyNow.success, buyNow.message).toBe(true);
        await page.goto(buyNow.data!.paymentLink);
        await page.getByRole('button', { name: t.pay }).click();
        await page.getByRole('heading', { level: 1, name: t.paidTitle }).waitFor({ timeout: 30_000 });
        expect(await page.getByTestId('success-items').textContent()).toContain(diploma.title);

        // The course is owned through the diploma now: the cart is empty and the badge follows the cart.
        await page.goto(url('/cart'));
        await page.getByRole('link', { name: t.browseCourses }).waitFor();
        await expect.poll(() => badge(page), patience).toBe('0');
        await checkAxe(page);
        await page.context().close();
      },
    );

    it('answers 404 for an invoice that is not the learner’s', async () => {
      const page = await newPage(browser, { locale });
      await logIn(page);
      const response = await page.goto(url('/invoice/00000000-0000-4000-8000-000000000000'));
      expect(response?.status()).toBe(404);
      expect(pathOf(page)).toBe(localePath(locale, '/invoice/00000000-0000-4000-8000-000000000000'));
      await page.context().close();
    });
  });
}
