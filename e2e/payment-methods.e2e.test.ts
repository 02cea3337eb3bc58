import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAxe } from './support/axe';
import { localePath, localeUrl, locales, patience, useBrowser, type Locale } from './support/browser';
import { toArabicIndic } from './support/digits';
import { paidCourses, type Course } from './support/programs';
import { signedInLearner } from './support/sign-in';

const browser = useBrowser();

// Visible texts (cart and errors catalogues, the sandbox page); e2e imports nothing internal.
const texts = {
  ar: {
    wallet: /^محفظة إلكترونية/,
    instalments: /^التقسيط/,
    walletNumber: 'رقم المحفظة',
    walletError: 'أدخل رقم محمول مصريًا للمحفظة',
    sandboxWalletError: 'أدخل رقم محمول مصريًا للمحفظة، مثل 01012345678.',
    sendCode: 'أرسل الرمز',
    otp: 'رمز التحقق',
    confirm: /^أكد دفع/,
    pay: /^ادفع/,
    decline: 'محاكاة رفض البطاقة',
    valu: 'التقسيط (ڤاليو)',
    paid: 'تم تأكيد الدفع',
    failed: 'لم تتم عملية الدفع',
    twelveMonths: '١٢ شهرًا',
    plan: 'خطة التقسيط',
  },
  en: {
    wallet: /^Mobile wallet/,
    instalments: /^Instalments/,
    walletNumber: 'Wallet number',
    walletError: 'Enter an Egyptian mobile number for the wallet',
    sandboxWalletError: 'Enter an Egyptian mobile number for the wallet, such as 01012345678.',
    sendCode: 'Send the code',
    otp: 'Verification code',
    confirm: /^Confirm paying/,
    pay: /^Pay/,
    decline: 'Simulate a declined card',
    valu: 'Instalments (valU)',
    paid: 'Payment confirmed',
    failed: "The payment didn't go through",
    twelveMonths: '12 months',
    plan: 'Your instalment plan',
  },
};

/** Digits as the learner types them: Arabic-Indic on the Arabic pages. */
const typed = (locale: Locale, digits: string) => (locale === 'ar' ? toArabicIndic(digits) : digits);

let courses: Record<Locale, Course[]>;
beforeAll(async () => {
  const [ar, en] = await Promise.all(locales.map((locale) => paidCourses(locale)));
  courses = { ar: ar!, en: en! };
});

describe.for(locales)('paying without a card (%s)', (locale) => {
  const t = texts[locale];

  async function addToCart(page: Page, course: Course) {
    const before = Number(await page.getByTestId('header-cart').getAttribute('data-count'));
    await page.goto(localeUrl(locale, `/program/${course.slug}`));
    await page.getByTestId('cta-add-to-cart').click();
    await expect
      .poll(() => page.getByTestId('header-cart').getAttribute('data-count'), patience)
      .toBe(String(before + 1));
  }

  async function waitForOutcome(page: Page, heading: string) {
    await page.waitForURL((u) => u.pathname === localePath(locale, '/success'), patience);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  }

  it(
    'pays from a mobile wallet: its number at checkout, then the code on the provider page',
    { timeout: 180_000 },
    async () => {
      const page = await signedInLearner(browser(), locale, 'pay-wallet');
      await addToCart(page, courses[locale][0]!);
      await page.goto(localeUrl(locale, '/cart'));
      await page.getByRole('radio', { name: t.wallet }).check();
      const number = page.getByLabel(t.walletNumber);

      // A landline is refused under its field, in the page's language.
      await number.fill(typed(locale, '0223456789'));
      await page.getByTestId('cart-checkout').click();
      await expect.poll(() => page.getByTestId('payment-methods').textContent(), patience).toContain(t.walletError);
      expect(await number.getAttribute('aria-invalid')).toBe('true');
      await checkAxe(page);

      await number.fill(typed(locale, '01010101010'));
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL((u) => u.pathname === '/sandbox/checkout', patience);
      // The provider's page starts from the number given, asks it again, then for the code.
      const walletField = page.getByLabel(t.walletNumber);
      expect(await walletField.inputValue()).toBe('01010101010');
      await walletField.fill('0223456789');
      await page.getByRole('button', { name: t.sendCode }).click();
      await page.getByRole('alert').filter({ hasText: t.sandboxWalletError }).waitFor();
      await checkAxe(page);
      await page.getByLabel(t.walletNumber).fill(typed(locale, '01010101010'));
      await page.getByRole('button', { name: t.sendCode }).click();
      await page.getByLabel(t.otp).fill(typed(locale, '123456'));
      await checkAxe(page);
      await page.getByRole('button', { name: t.confirm }).click();
      await waitForOutcome(page, t.paid);
      await checkAxe(page);
    },
  );

  it('refuses a wrong wallet code: the payment is declined', { timeout: 120_000 }, async () => {
    const page = await signedInLearner(browser(), locale, 'pay-wallet-wrong');
    await addToCart(page, courses[locale][1]!);
    await page.goto(localeUrl(locale, '/cart'));
    await page.getByRole('radio', { name: t.wallet }).check();
    await page.getByLabel(t.walletNumber).fill('01010101010');
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL((u) => u.pathname === '/sandbox/checkout', patience);
    await page.getByRole('button', { name: t.sendCode }).click();
    await page.getByLabel(t.otp).fill('000000');
    await page.getByRole('button', { name: t.confirm }).click();
    await waitForOutcome(page, t.failed);
  });

  it(
    'pays in instalments once the order reaches the minimum: a refusal, then an approval',
    { timeout: 240_000 },
    async () => {
      const page = await signedInLearner(browser(), locale, 'pay-instalments');
      const instalments = () => page.getByRole('radio', { name: t.instalments });
      // Enough courses to pass the instalment minimum; below it the choice is there but disabled.
      for (const course of courses[locale]) {
        await addToCart(page, course);
        await page.goto(localeUrl(locale, '/cart'));
        await instalments().waitFor();
        if (await instalments().isEnabled()) break;
      }
      expect(await instalments().isEnabled()).toBe(true);
      await checkAxe(page, { dark: true });

      await instalments().check();
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL((u) => u.pathname === '/sandbox/checkout', patience);
      await page.getByText(t.valu).waitFor();
      await page.getByRole('button', { name: t.decline }).click();
      await waitForOutcome(page, t.failed);

      await page.goto(localeUrl(locale, '/cart'));
      await instalments().check();
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL((u) => u.pathname === '/sandbox/checkout', patience);
      // The lender offers plans; the one chosen comes back with the payment and is shown (decision 0065).
      await page.getByRole('radio', { name: new RegExp(`^${t.twelveMonths}`) }).check();
      await checkAxe(page);
      await page.getByRole('button', { name: t.pay }).click();
      await waitForOutcome(page, t.paid);
      const plan = page.getByTestId('instalment-plan');
      await plan.getByRole('heading', { name: t.plan }).waitFor();
      expect(await plan.textContent()).toContain(t.twelveMonths);
      expect(await plan.textContent()).toContain('valU');
      await checkAxe(page);
      await page.goto(localeUrl(locale, '/purchase-history'));
      await expect
        .poll(() => page.getByTestId('transaction').first().getByTestId('instalment-plan').textContent(), patience)
        .toContain(t.twelveMonths);
    },
  );
});
