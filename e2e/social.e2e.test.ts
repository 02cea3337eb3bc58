import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, localePath, newPage } from './support/browser';
import { latestCode } from './support/outbox';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');

// Visible texts (social and auth catalogues; e2e imports nothing internal). The platform starts the
// OpenID stand-in and points the API's Google sign-in at it (support/platform.ts).
const texts = {
  ar: {
    continueWithGoogle: 'المتابعة باستخدام Google',
    registerHeading: 'أنشئ حسابك باستخدام Google',
    registerSubmit: 'إنشاء الحساب',
    mergeHeading: 'اربط حساب Google',
    mergeSubmit: 'اربط وسجّل الدخول',
    useCode: 'أرسل لي رمزًا بالبريد بدلًا من ذلك',
    fieldsFirstName: 'الاسم الأول',
    fieldsLastName: 'اسم العائلة',
    fieldsPassword: 'كلمة المرور',
    fieldsCode: 'رمز التحقق',
    cancelled: 'تم إلغاء تسجيل الدخول عبر Google.',
  },
  en: {
    continueWithGoogle: 'Continue with Google',
    registerHeading: 'Create your account with Google',
    registerSubmit: 'Create account',
    mergeHeading: 'Link your Google account',
    mergeSubmit: 'Link and log in',
    useCode: 'Email me a code instead',
    fieldsFirstName: 'First name',
    fieldsLastName: 'Last name',
    fieldsPassword: 'Password',
    fieldsCode: 'Verification code',
    cancelled: 'Google sign-in was cancelled.',
  },
};
const password = 'Manara2026pass';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Clicks "Continue with Google" and, in the stand-in's popup, signs in as a typed account. */
async function signInAtGoogle(
  page: Page,
  buttonName: string,
  account: { email: string; firstName?: string; lastName?: string },
) {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  await popup.getByRole('heading', { name: 'Choose an account' }).waitFor();
  const authorize = new URL(popup.url());
  expect(authorize.searchParams.get('scope')).toBe('openid email profile');
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
  expect(authorize.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
  await popup.getByLabel('Email').fill(account.email);
  if (account.firstName) await popup.getByLabel('First name').fill(account.firstName);
  if (account.lastName) await popup.getByLabel('Last name').fill(account.lastName);
  await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Continue' }).click()]);
}

/** An e-mail account made through the API (sign-up, then the mailed code). */
async function emailAccount(email: string) {
  const gql = (query: string, input: object) =>
    fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { input } }),
    }).then((r) => r.json());
  await gql('mutation R($input: RegisterAsUserInput) { registerAsUser(input: $input) { success } }', {
    firstName: 'Mona',
    lastName: 'Adel',
    email,
    password,
  });
  const code = await latestCode(apiUrl, email);
  await gql(
    'mutation V($input: VerifyUserVerificationCodeByEmailInput) { verifyUserVerificationCodeByEmail(input: $input) { success } }',
    { email, code, purpose: 'EMAIL_VERIFICATION' },
  );
}

async function expectSignedIn(page: Page, locale: 'ar' | 'en', email: string) {
  await page.waitForURL((u) => u.pathname === localePath(locale, '/'));
  await page.getByTestId('avatar-menu-trigger').click();
  await expect.poll(() => page.getByRole('menu').textContent()).toContain(email);
  await page.keyboard.press('Escape');
}

for (const locale of ['ar', 'en'] as const) {
  const t = texts[locale];
  const url = (path: string) => `${baseUrl}${localePath(locale, path)}`;

  describe(`Google sign-in through the stand-in (${locale})`, () => {
    it('registers a new Google account from the sign-up page, then logs it in from the login page', async () => {
      const email = `google-new-${locale}-${Date.now()}@gmail.com`;
      const page = await newPage(browser, { locale });
      await page.goto(url('/signup'));
      await signInAtGoogle(page, t.continueWithGoogle, { email, firstName: 'Layla', lastName: 'Hassan' });

      const dialog = page.getByRole('dialog', { name: t.registerHeading });
      await dialog.waitFor();
      expect(await dialog.getByLabel(t.fieldsFirstName, { exact: true }).inputValue()).toBe('Layla');
      expect(await dialog.getByLabel(t.fieldsLastName, { exact: true }).inputValue()).toBe('Hassan');
      await expect.poll(() => dialog.textContent()).toContain(email);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: t.registerSubmit }).click();
      await expectSignedIn(page, locale, email);
      await page.context().close();

      // Another browser: the linked Google account logs straight in.
      const again = await newPage(browser, { locale });
      await again.goto(url('/login'));
      await expectNoAxeViolations(again);
      await signInAtGoogle(again, t.continueWithGoogle, { email });
      await expectSignedIn(again, locale, email);
      await again.context().close();
    });

    it('links Google to an existing e-mail account after confirming it', async () => {
      const email = `google-merge-${locale}-${Date.now()}@example.com`;
      await emailAccount(email);
      const page = await newPage(browser, { locale });
      await page.goto(url('/login'));
      await signInAtGoogle(page, t.continueWithGoogle, { email, firstName: 'Mona', lastName: 'Adel' });

      const dialog = page.getByRole('dialog', { name: t.mergeHeading });
      await dialog.waitFor();
      if (locale === 'en') {
        await dialog.getByLabel(t.fieldsPassword, { exact: true }).fill(password);
      } else {
        // The code way: a SOCIAL_EMAIL_VERIFICATION code goes to the account's mailbox.
        await dialog.getByRole('button', { name: t.useCode }).click();
        await dialog.getByRole('status').waitFor();
        const code = await latestCode(apiUrl, email);
        await dialog
          .getByLabel(t.fieldsCode, { exact: true })
          .fill(code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))));
      }
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: t.mergeSubmit }).click();
      await expectSignedIn(page, locale, email);
      await page.context().close();
    });

    it('says so when the person cancels at Google', async () => {
      const page = await newPage(browser, { locale });
      await page.goto(url('/login'));
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('button', { name: t.continueWithGoogle }).click(),
      ]);
      await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Cancel' }).click()]);
      await page.getByText(t.cancelled).waitFor();
      await page.context().close();
    });
  });
}
