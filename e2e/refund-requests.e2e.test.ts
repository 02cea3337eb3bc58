import { describe, expect, inject, it } from 'vitest';
import { verifiedAccount, type Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser } from './support/browser';
import { buyNowInSandbox } from './support/checkout';
import { field } from './support/forms';
import { paidCourses } from './support/programs';
import { signInWithSession } from './support/sign-in';

// Learners' refund requests (docs/product/commerce.md, docs/product/studio.md, decision 0057). Texts
// from the cart and studio catalogues; e2e imports nothing internal.
const texts = {
  ar: {
    reason: 'لماذا تريد استرداد المبلغ؟',
    nav: 'طلبات الاسترداد',
    confirm: 'نعم، استرد',
    decided: 'decided',
    // A same-day card payment is voided rather than refunded (decision 0043).
    refunded: /^(مسترد|ملغى من المزوّد)$/,
  },
  en: {
    reason: 'Why do you want a refund?',
    nav: 'Refund requests',
    confirm: 'Yes, refund',
    decided: 'decided',
    refunded: /^(Refunded|Voided)$/,
  },
};
const demoPasswords = inject('demoPasswords');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();

describe('refund requests', () => {
  for (const [index, locale] of locales.entries()) {
    it(`${locale}: a learner asks for a refund from purchase history, an administrator approves it in the studio, access ends and the history says refunded`, async () => {
      const t = texts[locale];
      // A paid course per language that no other journey buys.
      const course = (await paidCourses(locale))[7 + index]!;
      const learner = await verifiedAccount(locale, `refund-request-${locale}`);
      const learnerPage = await newPage(browser(), { locale });
      await signInWithSession(learnerPage, learner);
      await buyNowInSandbox(learnerPage, locale, course.id);
      await learnerPage.goto(localeUrl(locale, `/program/${course.slug}`));
      await learnerPage.getByTestId('cta-continue').waitFor(patience);

      // Purchase history offers the request on the new order; the reason is required.
      await learnerPage.goto(localeUrl(locale, '/purchase-history'));
      await learnerPage.getByTestId('refund-ask').first().click();
      await learnerPage.getByTestId('refund-form').waitFor(patience);
      await checkAxe(learnerPage);
      await field(learnerPage, t.reason).fill('The course is not what I expected');
      await learnerPage.getByTestId('refund-send').click();
      const made = learnerPage.getByTestId('refund-request').first();
      await made.waitFor(patience);
      expect(await made.locator('[data-status]').getAttribute('data-status')).toBe('PENDING');
      await checkAxe(learnerPage);

      // The administrator finds it in the queue and approves it.
      const page = await newPage(browser(), { locale });
      await signInWithSession(page, admin);
      await page.goto(localeUrl(locale, '/studio'));
      await page.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
      const request = page.getByTestId('studio-refund-request').filter({ hasText: learner.email });
      await request.waitFor(patience);
      await checkAxe(page);
      await request.getByTestId('refund-request-approve').click();
      await request.getByRole('alertdialog').getByRole('button', { name: t.confirm, exact: true }).click();
      // Decided, it leaves the waiting list and shows among the decided ones.
      await expect.poll(() => request.count(), patience).toBe(0);
      await page.getByTestId('refund-requests-filter').selectOption(t.decided);
      await page.getByTestId('studio-refund-request').filter({ hasText: learner.email }).waitFor(patience);
      expect(
        await page
          .getByTestId('studio-refund-request')
          .filter({ hasText: learner.email })
          .locator('[data-status]')
          .getAttribute('data-status'),
      ).toBe('APPROVED');
      await checkAxe(page);

      // The learner's access ended, and purchase history says refunded and approved.
      await learnerPage.goto(localeUrl(locale, `/program/${course.slug}`));
      await learnerPage.getByTestId('cta-buy-now').waitFor(patience);
      expect(await learnerPage.getByTestId('cta-continue').count()).toBe(0);
      await learnerPage.goto(localeUrl(locale, '/purchase-history'));
      const outcome = learnerPage.getByTestId('refund-request').first();
      await outcome.waitFor(patience);
      expect(await outcome.locator('[data-status]').getAttribute('data-status')).toBe('APPROVED');
      await learnerPage.getByTestId('transaction').first().getByText(t.refunded).waitFor(patience);
      await checkAxe(learnerPage);
      await learnerPage.close();
      await page.close();
    }, 180_000);
  }
});
