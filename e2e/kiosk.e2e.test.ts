import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { checkAxe } from './support/axe';
import { newPage, localePath, localeUrl, locales, patience, useBrowser, type Locale } from './support/browser';
import { latestMail } from './support/outbox';
import { paidCourses, type Course } from './support/programs';
import { signInWithSession } from './support/sign-in';
import { verifiedAccount } from './support/accounts';

const browser = useBrowser();

// Kiosk cash as the learner sees it (decision 0066): the bill reference on the success page, in
// purchase history and by e-mail; paid at the sandbox's simulated kiosk, or lapsed and cancelled.
// Visible texts (cart catalogue, the sandbox page); e2e imports nothing internal.
const texts = {
  ar: {
    kiosk: /^نقدًا في منفذ/,
    issue: 'أصدر رقمًا مرجعيًا للدفع في المنفذ',
    title: 'ادفع نقدًا لإتمام طلبك',
    payBefore: 'بتوقيت القاهرة',
    sandbox: 'ادفع في المنفذ التجريبي (وضع الاختبار)',
    kioskPay: /^ادفع .* نقدًا$/,
    kioskPaid: 'تم الدفع.',
    lapsed: 'فانتهت صلاحيته وأُلغي الطلب',
    mailSubject: 'ادفع نقدًا في منفذ أمان أو مصاري',
  },
  en: {
    kiosk: /^Cash at a kiosk/,
    issue: 'Issue a reference to pay at a kiosk',
    title: 'Pay in cash to finish your order',
    payBefore: 'Cairo time',
    sandbox: 'Pay at the simulated kiosk (sandbox)',
    kioskPay: /^Pay .* in cash$/,
    kioskPaid: 'Paid.',
    lapsed: 'so it lapsed and the order was cancelled',
    mailSubject: 'Pay in cash at an Aman or Masary kiosk',
  },
};

const arabicIndic = /[٠-٩]/;

let courses: Record<Locale, Course[]>;
beforeAll(async () => {
  const [ar, en] = await Promise.all(locales.map((locale) => paidCourses(locale)));
  courses = { ar: ar!, en: en! };
});

describe.for(locales)('kiosk cash (%s)', (locale) => {
  const t = texts[locale];

  /** Signs a new learner in, checks out one course by kiosk cash and issues the reference on the sandbox page. */
  async function kioskCheckout(label: string, course: Course) {
    const account = await verifiedAccount(locale, label);
    const page = await newPage(browser(), { locale });
    await signInWithSession(page, account);
    await page.goto(localeUrl(locale, `/program/${course.slug}`));
    await page.getByTestId('cta-add-to-cart').click();
    await expect.poll(() => page.getByTestId('header-cart').getAttribute('data-count'), patience).toBe('1');
    await page.goto(localeUrl(locale, '/cart'));
    await page.getByRole('radio', { name: t.kiosk }).check();
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL((u) => u.pathname === '/sandbox/checkout', patience);
    await page.getByRole('button', { name: t.issue }).click();
    await page.waitForURL((u) => u.pathname === localePath(locale, '/success'), patience);
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor({ timeout: 30_000 });
    const reference = (await page.getByTestId('kiosk-bill-reference').textContent())!;
    expect(reference).toMatch(/^\d{8}$/);
    return { account, page, reference, orderReference: new URL(page.url()).searchParams.get('reference')! };
  }

  const historyOrder = (page: Page) => page.getByTestId('transaction').first();

  it(
    'shows the reference to pay at a kiosk, e-mails it, and the simulated kiosk pays the order',
    { timeout: 240_000 },
    async () => {
      const course = courses[locale][locales.indexOf(locale)]!;
      const { account, page, reference } = await kioskCheckout('kiosk-pay', course);
      const panel = page.getByTestId('kiosk-reference');
      // The amount and the Cairo deadline in the page's digits; the order is waiting, not paid.
      expect(await panel.getByTestId('kiosk-deadline').textContent()).toContain(t.payBefore);
      if (locale === 'ar') {
        expect(await panel.getByTestId('kiosk-amount').textContent()).toMatch(arabicIndic);
        expect(await panel.getByTestId('kiosk-deadline').textContent()).toMatch(arabicIndic);
      }
      expect(await page.getByTestId('success-items').count()).toBe(0);
      expect(await page.getByTestId('kiosk-bill-reference').getAttribute('dir')).toBe('ltr');
      await checkAxe(page);

      // The reference e-mail, in the learner's language.
      const mail = await latestMail(inject('apiUrl'), account.email, 'order/kioskReference');
      expect(mail.subject).toBe(t.mailSubject);
      expect(mail.text).toContain(reference);

      // Purchase history shows the same reference on the waiting order.
      await page.goto(localeUrl(locale, '/purchase-history'));
      await expect
        .poll(() => historyOrder(page).getByTestId('kiosk-bill-reference').textContent(), patience)
        .toBe(reference);
      expect(await historyOrder(page).locator('[data-status]').getAttribute('data-status')).toBe('PENDING');
      await checkAxe(page);

      // Pay at the simulated kiosk, linked from the success page (sandbox only).
      await page.goBack();
      const link = page.getByRole('link', { name: t.sandbox });
      await link.waitFor(patience);
      await link.click();
      await page.waitForURL((u) => u.pathname === '/sandbox/kiosk', patience);
      await page.getByText(reference).waitFor();
      await page.getByRole('button', { name: t.kioskPay }).click();
      await page.getByRole('status').filter({ hasText: t.kioskPaid }).waitFor(patience);

      // Paid: the course is the learner's, and purchase history says so.
      await page.goto(localeUrl(locale, '/purchase-history'));
      await expect
        .poll(() => historyOrder(page).locator('[data-status]').getAttribute('data-status'), patience)
        .toBe('PAID');
      expect(await historyOrder(page).getByTestId('kiosk-reference').count()).toBe(0);
      await page.goto(localeUrl(locale, '/my-learning-programs'));
      await page.getByTestId('my-program').filter({ hasText: course.title }).first().waitFor({ timeout: 15_000 });
    },
  );

  it('says a lapsed reference lapsed and the order was cancelled', { timeout: 180_000 }, async () => {
    const course = courses[locale][2 + locales.indexOf(locale)]!;
    const { page, reference, orderReference } = await kioskCheckout('kiosk-lapse', course);
    // Development tool (DEV_TOOLS): the deadline comes now, and the job runner's next pass lapses it.
    const lapse = await fetch(`${inject('apiUrl')}/dev/kiosk-lapse?reference=${orderReference}`, { method: 'POST' });
    expect(lapse.status).toBe(200);
    await page.goto(localeUrl(locale, '/purchase-history'));
    await expect
      .poll(
        async () => {
          await page.reload();
          await historyOrder(page).waitFor(patience);
          return historyOrder(page).locator('[data-status]').getAttribute('data-status');
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe('CANCELLED');
    const lapsed = historyOrder(page).getByTestId('kiosk-lapsed');
    expect(await lapsed.textContent()).toContain(t.lapsed);
    expect(await lapsed.textContent()).toContain(reference);
    expect(await historyOrder(page).getByRole('link', { name: t.sandbox }).count()).toBe(0);
    await checkAxe(page);
  });
});
