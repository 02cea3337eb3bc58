import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { localePath, localeUrl, locales, newPage, pathOf, useBrowser } from './support/browser';
import { toArabicIndic } from './support/digits';
import { field } from './support/forms';
import { latestCode } from './support/outbox';
import { courseSlug } from './support/demo-content';

const baseUrl = inject('baseUrl');
const apiUrl = inject('apiUrl');
const browser = useBrowser();

// The visible texts the journeys look for (from the auth and errors catalogues; e2e imports nothing internal).
const texts = {
  ar: {
    fieldsFirstName: 'الاسم الأول (بالإنجليزية)',
    fieldsLastName: 'اسم العائلة (بالإنجليزية)',
    fieldsArFirstName: 'الاسم الأول (بالعربية)',
    fieldsArLastName: 'اسم العائلة (بالعربية)',
    fieldsEmail: 'البريد الإلكتروني',
    fieldsPassword: 'كلمة المرور',
    fieldsConfirmPassword: 'تأكيد كلمة المرور',
    fieldsCode: 'رمز التحقق',
    signupSubmit: 'إنشاء الحساب',
    signupLink: 'أنشئ حسابًا',
    resendIn: /^إرسال رمز جديد بعد/,
    country: 'الدولة',
    phone: 'رقم الهاتف',
    saudi: 'السعودية',
    egypt: 'مصر',
    verifyHeading: 'تأكيد البريد الإلكتروني',
    verifySubmit: 'تأكيد',
    loginSubmit: 'تسجيل الدخول',
    loginHeading: 'مرحبًا بعودتك',
    changePasswordHeading: 'تغيير كلمة المرور',
    metaLogin: 'تسجيل الدخول',
    metaSignup: 'إنشاء حساب',
    invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
  en: {
    fieldsFirstName: 'First name (English)',
    fieldsLastName: 'Last name (English)',
    fieldsArFirstName: 'First name (Arabic)',
    fieldsArLastName: 'Last name (Arabic)',
    fieldsEmail: 'Email',
    fieldsPassword: 'Password',
    fieldsConfirmPassword: 'Confirm password',
    fieldsCode: 'Verification code',
    signupSubmit: 'Create account',
    signupLink: 'Create an account',
    resendIn: /^Send a new code in/,
    country: 'Country',
    phone: 'Phone number',
    saudi: 'Saudi Arabia',
    egypt: 'Egypt',
    verifyHeading: 'Verify your email',
    verifySubmit: 'Verify',
    loginSubmit: 'Log in',
    loginHeading: 'Welcome back',
    changePasswordHeading: 'Change password',
    metaLogin: 'Log in',
    metaSignup: 'Create an account',
    invalidCredentials: 'The email or password is incorrect.',
  },
};
const people = {
  ar: {
    firstName: 'Sara',
    lastName: 'Hassan',
    arFirstName: 'سارة',
    arLastName: 'حسن',
    shown: 'سارة حسن',
  },
  en: {
    firstName: 'Omar',
    lastName: 'Khaled',
    arFirstName: '',
    arLastName: '',
    shown: 'Omar Khaled',
  },
};
const password = 'Manara2026pass';

describe.for(locales)('auth journeys (%s)', (locale) => {
  const t = texts[locale];

  /** Fills the sign-up form, then the code from the outbox (Arabic-Indic digits on Arabic pages). */
  async function signUpAndVerify(page: Page, email: string) {
    const person = people[locale];
    await field(page, t.fieldsFirstName).fill(person.firstName);
    await field(page, t.fieldsLastName).fill(person.lastName);
    if (person.arFirstName) {
      await field(page, t.fieldsArFirstName).fill(person.arFirstName);
      await field(page, t.fieldsArLastName).fill(person.arLastName);
    }
    await field(page, t.fieldsEmail).fill(email);
    await field(page, t.fieldsPassword).fill(password);
    await field(page, t.fieldsConfirmPassword).fill(password);
    // An Egyptian mobile number, typed in Arabic-Indic digits on Arabic pages.
    const phone = page.getByRole('textbox', { name: new RegExp(`^${t.phone}`) });
    await phone.fill(locale === 'ar' ? toArabicIndic('01001234567') : '01001234567');
    await page.getByRole('button', { name: t.signupSubmit }).click();

    await page.getByRole('heading', { name: t.verifyHeading }).waitFor();
    // The resend countdown counts in the page's digits (Arabic-Indic on Arabic pages).
    const countdown = (await page.getByRole('button', { name: t.resendIn }).textContent()) ?? '';
    expect(countdown).toMatch(locale === 'ar' ? /[٠-٩]/ : /[0-9]/);
    expect(countdown).not.toMatch(locale === 'ar' ? /[0-9]/ : /[٠-٩]/);
    const code = await latestCode(apiUrl, email);
    // Arabic speakers may type Arabic-Indic digits; the form accepts them.
    await field(page, t.fieldsCode).fill(locale === 'ar' ? toArabicIndic(code) : code);
    await page.getByRole('button', { name: t.verifySubmit, exact: true }).click();
  }

  it('signs up, verifies the e-mail (which signs in), opens a protected page and logs out', async () => {
    const person = people[locale];
    const email = `journey-${locale}-${Date.now()}@example.com`;
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, '/signup'));
    await signUpAndVerify(page, email);
    // Signed in by the code step itself: no second password entry.
    await page.waitForURL((u) => u.pathname === localePath(locale, '/'));

    const avatar = page.getByTestId('avatar-menu-trigger');
    await avatar.click();
    await expect.poll(() => page.getByRole('menu').textContent()).toContain(person.shown);
    await expect.poll(() => page.getByRole('menu').textContent()).toContain(email);
    await page.keyboard.press('Escape');

    const response = await page.goto(localeUrl(locale, '/settings/password'));
    expect(response?.status()).toBe(200);
    expect(pathOf(page)).toBe(localePath(locale, '/settings/password'));
    await page.getByRole('heading', { name: t.changePasswordHeading, level: 1 }).waitFor();

    await page.getByTestId('avatar-menu-trigger').click();
    await page.getByTestId('logout-button').click();
    await page.waitForURL((u) => u.pathname === localePath(locale, '/'));
    await page.getByTestId('avatar-menu-trigger').waitFor({ state: 'detached' });
    await page.goto(localeUrl(locale, '/settings/password'));
    expect(pathOf(page)).toBe(localePath(locale, '/login'));
    await page.context().close();
  });

  it('keeps next through sign-up and finishes the "buy now" the visitor started', async () => {
    const email = `journey-next-${locale}-${Date.now()}@example.com`;
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, `/program/${courseSlug}`));
    await page.getByTestId('cta-buy-now').click();
    await page.waitForURL((u) => u.pathname === localePath(locale, '/login'));
    await page.getByRole('link', { name: t.signupLink }).click();
    await page.waitForURL((u) => u.pathname === localePath(locale, '/signup'));
    const next = new URL(page.url()).searchParams.get('next') ?? '';
    expect(next).toContain(`/program/${courseSlug}`);
    await signUpAndVerify(page, email);
    // Back on the program, signed in, the purchase goes on to the payment page by itself.
    await page.waitForURL((u) => u.pathname === '/sandbox/checkout', { timeout: 30_000 });
    await page.goBack();
    await page.waitForURL((u) => u.pathname === localePath(locale, `/program/${courseSlug}`));
    // The intent left the address, so coming back does not start another payment.
    expect(new URL(page.url()).searchParams.get('then')).toBeNull();
    await page.getByTestId('cta-buy-now').waitFor();
    expect(pathOf(page)).toBe(localePath(locale, `/program/${courseSlug}`));
    await page.context().close();
  });

  it("starts the sign-up phone's country picker from the visitor's country, Egypt when unknown", async () => {
    const picker = (page: Page) => page.getByRole('button', { name: new RegExp(`^${t.country}: `) });
    // Unknown here (no IP-to-country service in this run): Egypt.
    const plain = await newPage(browser(), { locale });
    await plain.goto(localeUrl(locale, '/signup'));
    await expect.poll(() => picker(plain).getAttribute('aria-label')).toContain(t.egypt);
    await plain.context().close();

    // The API places the visitor in Saudi Arabia: the picker moves there by itself.
    const page = await newPage(browser(), { locale });
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'visitorCountry') return route.fallback();
      await route.fulfill({ json: { data: { visitorCountry: { success: true, data: 'SA' } } } });
    });
    await page.goto(localeUrl(locale, '/signup'));
    await expect.poll(() => picker(page).getAttribute('aria-label')).toContain(t.saudi);
    await expect.poll(() => picker(page).getAttribute('aria-label')).toContain('+966');
    await page.context().close();
  });

  it('shows the translated error for a wrong password and keeps what was typed', async () => {
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, '/login'));
    await field(page, t.fieldsEmail).fill('nobody-here@example.com');
    await field(page, t.fieldsPassword).fill('wrong-password-1');
    await page.getByRole('button', { name: t.loginSubmit, exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: t.invalidCredentials }).count()).toBe(1);
    expect(await field(page, t.fieldsEmail).inputValue()).toBe('nobody-here@example.com');
    expect(await field(page, t.fieldsPassword).inputValue()).toBe('wrong-password-1');
    await page.context().close();
  });

  it('sends a signed-out visit to a protected route to the login page', async () => {
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, '/my-learning-programs'));
    expect(pathOf(page)).toBe(localePath(locale, '/login'));
    expect(new URL(page.url()).searchParams.get('next')).toBe(localePath(locale, '/my-learning-programs'));
    await page.getByRole('heading', { name: t.loginHeading, level: 1 }).waitFor();
    await page.context().close();
  });

  it('stays on the site after logging in with a next path that normalises to another host', async () => {
    // Each of these became `//127.0.0.1:3999/…` once the browser resolved its dot segments.
    for (const next of ['/.//127.0.0.1:3999/pwned', '/%2e%2e//127.0.0.1:3999/y']) {
      const page = await newPage(browser(), { locale });
      await page.goto(`${localeUrl(locale, '/login')}?next=${encodeURIComponent(next)}`);
      const demo = locale === 'en' ? 'learner.en@manara.test' : 'learner@manara.test';
      await field(page, t.fieldsEmail).fill(demo);
      await field(page, t.fieldsPassword).fill(inject('demoPasswords')[demo]!);
      await page.getByRole('button', { name: t.loginSubmit, exact: true }).click();
      await page.waitForURL((u) => u.pathname === localePath(locale, '/'));
      expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
      await page.context().close();
    }
  });

  for (const path of ['/login', '/signup']) {
    it(`has no axe violations on ${path}`, async () => {
      const page = await newPage(browser(), { locale });
      await page.goto(localeUrl(locale, path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(await page.title()).toContain(path === '/login' ? t.metaLogin : t.metaSignup);
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }
});
