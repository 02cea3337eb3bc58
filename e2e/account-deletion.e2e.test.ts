import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { verifiedAccount, type Account } from './support/accounts';
import { api } from './support/api';
import { checkAxe } from './support/axe';
import { localePath, localeUrl, locales, newPage, patience, useBrowser } from './support/browser';
import { buyNowInSandbox } from './support/checkout';
import { field } from './support/forms';
import { paidCourses } from './support/programs';
import { loginToken, signInWithSession, submitLogIn } from './support/sign-in';

// Deleting one's account (docs/product/accounts.md, decision 0055): the learner downloads their
// data, deletes the account from settings, can no longer sign in, and the order and its invoice
// remain for the school. Texts from the pages, account, errors and studio catalogues.
const texts = {
  ar: {
    card: 'بياناتك وحسابك',
    password: 'كلمة المرور',
    understood: 'أفهم أن حسابي ووصولي إلى برامجي ينتهيان الآن.',
    submit: 'احذف حسابي',
    refused: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    nav: 'الطلبات',
    search: 'الطلب أو المعاملة أو الفاتورة أو البريد',
    searchButton: 'بحث',
    invoice: 'الفاتورة',
  },
  en: {
    card: 'Your data and account',
    password: 'Your password',
    understood: 'I understand that my account and my access to my programs end now.',
    submit: 'Delete my account',
    refused: 'The email or password is incorrect.',
    nav: 'Orders',
    search: 'Order, transaction, invoice or e-mail',
    searchButton: 'Search',
    invoice: 'Invoice',
  },
};
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();

describe.for(locales)('account deletion (%s)', (locale) => {
  const t = texts[locale];

  it(
    'downloads the data, deletes the account, cannot sign in again, and the invoice remains',
    { timeout: 180_000 },
    async () => {
      const course = (await paidCourses(locale))[locales.indexOf(locale) + 3]!;
      const learner = await verifiedAccount(locale, 'leaving');
      const page = await newPage(browser(), { locale });
      await signInWithSession(page, learner);
      await buyNowInSandbox(page, locale, course.id);
      const { getMyTransactionsForUser } = await api<{
        getMyTransactionsForUser: { data: { items: { code: string }[] } };
      }>('query getMyTransactionsForUser { getMyTransactionsForUser { data { items { code } } } }', {
        token: await loginToken(learner),
      });
      const transaction = getMyTransactionsForUser.data.items[0]!.code;

      await page.goto(localeUrl(locale, '/settings'));
      await page.getByRole('link', { name: new RegExp(t.card) }).click();
      await page.getByTestId('delete-account-form').waitFor(patience);
      await checkAxe(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('download-my-data').click(),
      ]);
      const mine = JSON.parse(await readFile((await download.path())!, 'utf8'));
      expect(mine.profile.email).toBe(learner.email);
      expect(mine.orders.map((o: { status: string }) => o.status)).toContain('PAID');
      expect(mine.enrollments).toHaveLength(1);

      await field(page, t.password).fill(learner.password);
      await page.getByLabel(t.understood).check();
      await page.getByRole('button', { name: t.submit, exact: true }).click();
      await page.waitForURL((u) => u.pathname === localePath(locale, '/'), patience);

      await submitLogIn(page, locale, learner);
      await page.getByRole('alert').filter({ hasText: t.refused }).waitFor(patience);
      await page.context().close();

      // The school still has the order and its invoice.
      const studio = await newPage(browser(), { locale });
      await signInWithSession(studio, admin);
      await studio.goto(localeUrl(locale, '/studio'));
      await studio.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
      await field(studio, t.search).fill(transaction);
      await studio.getByRole('button', { name: t.searchButton, exact: true }).click();
      const row = studio.getByTestId('studio-order-row');
      await expect.poll(() => row.count(), patience).toBe(1);
      await row.getByRole('link').click();
      const invoice = studio.locator('dt', { hasText: t.invoice }).locator('xpath=following-sibling::dd[1]');
      await expect.poll(() => invoice.textContent(), patience).toMatch(/\S{4,}/);
      await studio.context().close();
    },
  );
});
