import type { Browser, Page } from 'playwright-core';
import { verifiedAccount, type Account, type Names } from './accounts';
import { localePath, localeUrl, newPage, type Locale } from './browser';
import { field } from './forms';

// The login form's texts (auth catalogue; e2e imports nothing internal).
const texts = {
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' },
  en: { email: 'Email', password: 'Password', submit: 'Log in' },
};

/** Logs in through the login form and waits to land where it leads: `next`, else the home page. */
export async function logIn(page: Page, locale: Locale, account: Account, next?: string): Promise<void> {
  const t = texts[locale];
  const login = localeUrl(locale, '/login');
  await page.goto(next ? `${login}?next=${encodeURIComponent(next)}` : login);
  await field(page, t.email).fill(account.email);
  await field(page, t.password).fill(account.password);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
  await page.waitForURL((u) => u.pathname === (next ?? localePath(locale, '/')));
}

/** A new verified learner (see verifiedAccount), logged in on a page of their own. */
export async function signedInLearner(browser: Browser, locale: Locale, label: string, names?: Names): Promise<Page> {
  const account = await verifiedAccount(locale, label, names);
  const page = await newPage(browser, { locale });
  await logIn(page, locale, account);
  return page;
}
