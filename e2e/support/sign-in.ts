import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { api } from './api';
import { verifiedAccount, type Account, type Names } from './accounts';
import { localePath, localeUrl, newPage, type Locale } from './browser';
import { field } from './forms';

// The login form's texts (auth catalogue; e2e imports nothing internal).
const texts = {
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' },
  en: { email: 'Email', password: 'Password', submit: 'Log in' },
};

/** Logs in through the login form and waits to land where it leads: `next`'s path, else the home page. */
export async function logIn(page: Page, locale: Locale, account: Account, next?: string): Promise<void> {
  const login = localeUrl(locale, '/login');
  await submitLogIn(page, locale, account, next ? `${login}?next=${encodeURIComponent(next)}` : login);
  // `next` may carry a query (then=buy…); the page lands on its path.
  const landing = next ? new URL(next, login).pathname : localePath(locale, '/');
  await page.waitForURL((u) => u.pathname === landing);
}

/** Fills the login form at `address` (the login page by default) and sends it, whatever it answers. */
export async function submitLogIn(
  page: Page,
  locale: Locale,
  account: Account,
  address = localeUrl(locale, '/login'),
): Promise<void> {
  const t = texts[locale];
  await page.goto(address);
  await field(page, t.email).fill(account.email);
  await field(page, t.password).fill(account.password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

/**
 * Signs the page's browser in without the form: a session from the API (from a made-up client
 * address, like every support call) put in the session cookie. For journeys about something else
 * than logging in: every form login comes from this machine's one address, and the run's many
 * would reach the per-address login limit (docs/security.md) as a real crowd behind one address would.
 */
export async function signInWithSession(page: Page, account: Account): Promise<void> {
  await page.context().addCookies([
    {
      name: 'manara_session',
      value: await loginToken(account),
      url: inject('baseUrl'),
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/** A session token for the account, from the API's login (a made-up client address, like every support call). */
export async function loginToken(account: Account): Promise<string> {
  const { emailAndPasswordLogin } = await api<{
    emailAndPasswordLogin: { success: boolean; message: string; data: { token: string } | null };
  }>(
    'mutation emailAndPasswordLogin($input: EmailAndPasswordLoginInput) { emailAndPasswordLogin(input: $input) { success message data { token } } }',
    { variables: { input: { email: account.email, password: account.password } } },
  );
  if (!emailAndPasswordLogin.data) throw new Error(`login failed: ${emailAndPasswordLogin.message}`);
  return emailAndPasswordLogin.data.token;
}

/** A new verified learner (see verifiedAccount), signed in on a page of their own (on the home page). */
export async function signedInLearner(browser: Browser, locale: Locale, label: string, names?: Names): Promise<Page> {
  const account = await verifiedAccount(locale, label, names);
  const page = await newPage(browser, { locale });
  await signInWithSession(page, account);
  await page.goto(localeUrl(locale, '/'));
  return page;
}
