import { describe, expect, inject, it } from 'vitest';
import { verifiedAccount, type Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser } from './support/browser';
import { buyNowInSandbox } from './support/checkout';
import { field } from './support/forms';
import { paidCourses } from './support/programs';
import { signInWithSession } from './support/sign-in';

// Orders and refunds in the studio (docs/product/studio.md, decision 0043). Texts from the studio
// catalogue; e2e imports nothing internal.
const texts = {
  ar: {
    nav: 'الطلبات',
    search: 'الطلب أو المعاملة أو الفاتورة أو البريد',
    searchButton: 'بحث',
    refund: 'استرداد…',
    reason: 'السبب',
    confirm: 'تأكيد',
    done: 'تم الاسترداد.',
    refundedAll: 'مسترد',
    voided: 'إلغاء (دفع بالبطاقة في اليوم نفسه)',
    audited: 'استرداد',
  },
  en: {
    nav: 'Orders',
    search: 'Order, transaction, invoice or e-mail',
    searchButton: 'Search',
    refund: 'Refund…',
    reason: 'Reason',
    confirm: 'Confirm',
    done: 'The refund was made.',
    refundedAll: 'Refunded',
    voided: 'Void (same-day card payment)',
    audited: 'Refunded',
  },
};
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();

describe('refunds in the studio', () => {
  for (const [index, locale] of locales.entries()) {
    it(`${locale}: a learner buys in the sandbox, an administrator refunds it all in the studio, the access is gone and the credit note downloads`, async () => {
      const t = texts[locale];
      // A different paid course per language, so each journey's learner and order are its own.
      const course = (await paidCourses(locale))[index + 1]!;
      const learner = await verifiedAccount(locale, `refund-${locale}`);
      const learnerPage = await newPage(browser(), { locale });
      await signInWithSession(learnerPage, learner);
      await buyNowInSandbox(learnerPage, locale, course.id);
      await learnerPage.goto(localeUrl(locale, `/program/${course.slug}`));
      await learnerPage.getByTestId('cta-continue').waitFor(patience);

      const page = await newPage(browser(), { locale });
      await signInWithSession(page, admin);
      await page.goto(localeUrl(locale, '/studio'));
      await page.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
      await field(page, t.search).fill(learner.email);
      await page.getByRole('button', { name: t.searchButton, exact: true }).click();
      const row = page.getByTestId('studio-order-row');
      await expect.poll(() => row.count(), patience).toBe(1);
      await checkAxe(page);
      await row.getByRole('link').click();
      await page.getByTestId('studio-transaction').waitFor(patience);
      await checkAxe(page);

      await field(page, t.reason).fill('Requested by the learner');
      await page.getByRole('button', { name: t.refund, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.confirm, exact: true }).click();
      await page.getByRole('status').filter({ hasText: t.done }).waitFor(patience);
      const refund = page.getByTestId('studio-refund');
      await refund.waitFor(patience);
      await expect.poll(() => refund.textContent(), patience).toContain(t.voided);
      // It issued a credit note in its own series.
      expect(await refund.textContent()).toMatch(/CN-\d{4}-\d{6}/);
      await expect.poll(() => page.getByText(t.refundedAll, { exact: true }).count(), patience).toBeGreaterThan(0);
      // The provider's payment callback and its signed void callback are both listed.
      await expect.poll(() => page.getByTestId('studio-callback').count(), patience).toBeGreaterThanOrEqual(2);
      await checkAxe(page);

      // The refund is in the audit log, which links back to the order.
      await page.goto(localeUrl(locale, '/studio/audit'));
      await page.getByText(t.audited, { exact: true }).first().waitFor(patience);
      await checkAxe(page);

      // The learner's access ended: the program offers to buy it again.
      await learnerPage.goto(localeUrl(locale, `/program/${course.slug}`));
      await learnerPage.getByTestId('cta-buy-now').waitFor(patience);
      expect(await learnerPage.getByTestId('cta-continue').count()).toBe(0);

      // From purchase history to the invoice, which lists the credit note; its PDF downloads.
      await learnerPage.goto(localeUrl(locale, '/purchase-history'));
      await learnerPage.getByTestId('transaction-credit-notes').first().click();
      const note = learnerPage.getByTestId('credit-note');
      await note.waitFor(patience);
      expect(await note.textContent()).toMatch(/CN-\d{4}-\d{6}/);
      await checkAxe(learnerPage);
      const [download] = await Promise.all([
        learnerPage.waitForEvent('download'),
        note.getByTestId(locale === 'ar' ? 'credit-note-download-ar' : 'credit-note-download-en').click(),
      ]);
      expect(new URL(download.url()).pathname).toMatch(/^\/invoices\/credit-notes\/[0-9a-f-]{36}\.pdf$/);
      const pdf = await learnerPage.request.get(download.url());
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await learnerPage.close();
      await page.close();
    }, 180_000);
  }
});
