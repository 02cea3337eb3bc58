import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { verifiedAccount } from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { localePath, localeUrl, locales, newPage, useBrowser, type Locale } from './support/browser';
import { toArabicIndic } from './support/digits';
import { field } from './support/forms';
import { latestCode } from './support/outbox';

const apiUrl = inject('apiUrl');
const browser = useBrowser();

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
    fieldsFirstName: 'الاسم الأول (بالإنجليزية)',
    fieldsLastName: 'اسم العائلة (بالإنجليزية)',
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
    fieldsFirstName: 'First name (English)',
    fieldsLastName: 'Last name (English)',
    fieldsPassword: 'Password',
    fieldsCode: 'Verification code',
    cancelled: 'Google sign-in was cancelled.',
  },
};

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

async function expectSignedIn(page: Page, locale: Locale, email: string) {
  await page.waitForURL((u) => u.pathname === localePath(locale, '/'));
  await page.getByTestId('avatar-menu-trigger').click();
  await expect.poll(() => page.getByRole('menu').textContent()).toContain(email);
  await page.keyboard.press('Escape');
}

describe.for(locales)('Google sign-in through the stand-in (%s)', (locale) => {
  const t = texts[locale];

  it('registers a new Google account from the sign-up page, then logs it in from the login page', async () => {
    const email = `google-new-${locale}-${Date.now()}@gmail.com`;
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, '/signup'));
    await signInAtGoogle(page, t.continueWithGoogle, { email, firstName: 'Layla', lastName: 'Hassan' });

    const dialog = page.getByRole('dialog', { name: t.registerHeading });
    await dialog.waitFor();
    expect(await field(dialog, t.fieldsFirstName).inputValue()).toBe('Layla');
    expect(await field(dialog, t.fieldsLastName).inputValue()).toBe('Hassan');
    await expect.poll(() => dialog.textContent()).toContain(email);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t.registerSubmit }).click();
    await expectSignedIn(page, locale, email);
    await page.context().close();

    // Another browser: the linked Google account logs straight in.
    const again = await newPage(browser(), { locale });
    await again.goto(localeUrl(locale, '/login'));
    await expectNoAxeViolations(again);
    await signInAtGoogle(again, t.continueWithGoogle, { email });
    await expectSignedIn(again, locale, email);
    await again.context().close();
  });

  it('links Google to an existing e-mail account after confirming it', async () => {
    const { email, password } = await verifiedAccount(locale, 'google-merge', { firstName: 'Mona', lastName: 'Adel' });
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, '/login'));
    await signInAtGoogle(page, t.continueWithGoogle, { email, firstName: 'Mona', lastName: 'Adel' });

    const dialog = page.getByRole('dialog', { name: t.mergeHeading });
    await dialog.waitFor();
    if (locale === 'en') {
      await field(dialog, t.fieldsPassword).fill(password);
    } else {
      // The code way: a SOCIAL_EMAIL_VERIFICATION code goes to the account's mailbox.
      await dialog.getByRole('button', { name: t.useCode }).click();
      await dialog.getByRole('status').waitFor();
      const code = await latestCode(apiUrl, email);
      await field(dialog, t.fieldsCode).fill(toArabicIndic(code));
    }
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: t.mergeSubmit }).click();
    await expectSignedIn(page, locale, email);
    await page.context().close();
  });

  it('says so when the person cancels at Google', async () => {
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, '/login'));
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: t.continueWithGoogle }).click(),
    ]);
    await Promise.all([popup.waitForEvent('close'), popup.getByRole('button', { name: 'Cancel' }).click()]);
    await page.getByText(t.cancelled).waitFor();
    await page.context().close();
  });
});
