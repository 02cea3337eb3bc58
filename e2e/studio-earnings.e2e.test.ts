import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { verifiedAccount, type Account } from './support/accounts';
import { api } from './support/api';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser, waitForHydration, type Locale } from './support/browser';
import { buyNowInSandbox } from './support/checkout';
import { toArabicIndic } from './support/digits';
import { field } from './support/forms';
import { pdfText } from './support/pdf-text';
import { loginToken, signInWithSession } from './support/sign-in';

// Lecturer earnings (decision 0060): an administrator sets a demo lecturer's share, a fresh learner
// buys one of that lecturer's courses, the lecturer finds the order's line in this month's
// statement and downloads it as CSV and PDF, and the administrator records a payout. Other
// journeys buy from the same lecturers meanwhile, so only this order's line and the paid total
// (which only payouts move) are asserted exactly. Texts from the studio and errors catalogues.
const texts = {
  ar: {
    nav: 'الأرباح',
    myNav: 'أرباحي',
    sharePercent: 'النسبة (٪)',
    effectiveFrom: 'من تاريخ (بتوقيت القاهرة)',
    setShare: 'حفظ النسبة',
    shareSaved: 'حُفظت نسبة المحاضر.',
    badPercent: 'أدخل نسبة من ٠ إلى ١٠٠ بحد أقصى رقمين عشريين.',
    amount: 'المبلغ (جنيه)',
    reference: 'المرجع',
    paidOn: 'تاريخ الدفع (بتوقيت القاهرة)',
    record: 'تسجيل الدفعة',
    recorded: 'سُجّلت الدفعة.',
    aboveBalance: 'أكثر من الرصيد',
    csvHeader: 'التاريخ,النوع,الطلب',
  },
  en: {
    nav: 'Earnings',
    myNav: 'My earnings',
    sharePercent: 'Share (%)',
    effectiveFrom: 'From (Cairo date)',
    setShare: 'Save share',
    shareSaved: "The lecturer's share was saved.",
    badPercent: 'Enter a percentage from 0 to 100, with at most two decimals.',
    amount: 'Amount (EGP)',
    reference: 'Reference',
    paidOn: 'Paid on (Cairo date)',
    record: 'Record payout',
    recorded: 'The payout was recorded.',
    aboveBalance: 'More than the balance',
    csvHeader: 'Date,Kind,Order',
  },
};
const demoPasswords = inject('demoPasswords');
const demo = (email: string): Account => ({ email, password: demoPasswords[email]! });
const admin = demo('admin@manara.test');
// One demo lecturer per language, so the two runs never share a share history.
const lecturers = {
  ar: demo('mona.elsherbiny@lecturers.manara.test'),
  en: demo('ahmed.samy@lecturers.manara.test'),
};
const browser = useBrowser();
const today = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());
const typed = (locale: Locale, text: string) => (locale === 'ar' ? toArabicIndic(text) : text);

interface Earnings {
  lecturerId: string;
  earned: number;
  paid: number;
  balance: number;
}
const EARNINGS = 'lecturerId earned paid balance';

/** The lecturer's earnings as the API answers them to `token` (the lecturer's own, or named for an administrator). */
async function earningsOf(token: string, lecturerId?: string): Promise<Earnings> {
  const { studioEarningsStatement } = await api<{ studioEarningsStatement: { data: { earnings: Earnings } } }>(
    `query studioEarningsStatement($id: ID) { studioEarningsStatement(lecturerId: $id) { data { earnings { ${EARNINGS} } } } }`,
    { token, variables: { id: lecturerId ?? null } },
  );
  return studioEarningsStatement.data.earnings;
}

/** One of the lecturer's published paid courses. */
async function paidCourseOf(token: string): Promise<{ id: string }> {
  const { studioPrograms } = await api<{
    studioPrograms: {
      data: { items: Array<{ id: string; originalPrice: number; priceAfterDiscount: number | null }> };
    };
  }>(
    'query studioPrograms { studioPrograms(status: PUBLISHED, type: COURSE, paginate: { limit: 50 }) { data { items { id originalPrice priceAfterDiscount } } } }',
    { token },
  );
  const course = studioPrograms.data.items.find((p) => (p.priceAfterDiscount ?? p.originalPrice) > 0);
  if (!course) throw new Error('the demo lecturer has no paid published course');
  return course;
}

/** The reference of the buyer's one order, found by the administrator's order search. */
async function orderReferenceOf(adminToken: string, email: string): Promise<string> {
  const { studioOrders } = await api<{ studioOrders: { data: { items: Array<{ reference: string }> } } }>(
    'query studioOrders($search: String) { studioOrders(search: $search, status: PAID) { data { items { reference } } } }',
    { token: adminToken, variables: { search: email } },
  );
  expect(studioOrders.data.items).toHaveLength(1);
  return studioOrders.data.items[0]!.reference;
}

/** Submits one of the statement's forms and waits for its answer's alert. */
async function submitAndSee(page: Page, form: string, button: string, message: string) {
  await page.getByTestId(form).getByRole('button', { name: button, exact: true }).click();
  await page
    .getByTestId(form)
    .getByText(message)
    .waitFor(patience)
    .catch(async (error: Error) => {
      // Say what the form said instead.
      throw new Error(`${error.message}\nthe form said: ${await page.getByTestId(form).textContent()}`);
    });
}

describe.for(locales)('lecturer earnings in the studio (%s)', (locale) => {
  const t = texts[locale];
  const lecturer = lecturers[locale];

  it(
    'a share is set, a sale shows in the lecturer statement and its files, a payout lowers the balance',
    { timeout: 240_000 },
    async () => {
      const [adminToken, lecturerToken] = await Promise.all([loginToken(admin), loginToken(lecturer)]);
      const { lecturerId } = await earningsOf(lecturerToken);
      const course = await paidCourseOf(lecturerToken);

      // The administrator opens the lecturer from the earnings list and sets 40% from today.
      const adminPage = await newPage(browser(), { locale });
      await signInWithSession(adminPage, admin);
      await adminPage.goto(localeUrl(locale, '/studio'));
      await adminPage.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
      await adminPage.getByTestId('earnings-row').first().waitFor(patience);
      await checkAxe(adminPage);
      await adminPage.locator(`a[href$="/studio/earnings/${lecturerId}"]`).click();
      await waitForHydration(adminPage, 'input[name="sharePercent"]');
      const shareForm = adminPage.getByTestId('share-form');
      await field(shareForm, t.sharePercent).fill(typed(locale, '150'));
      await field(shareForm, t.effectiveFrom).fill(typed(locale, today));
      await submitAndSee(adminPage, 'share-form', t.setShare, t.badPercent);
      expect(await field(shareForm, t.sharePercent).getAttribute('aria-invalid')).toBe('true');
      await field(shareForm, t.sharePercent).fill(typed(locale, '40'));
      await submitAndSee(adminPage, 'share-form', t.setShare, t.shareSaved);
      await checkAxe(adminPage);

      // A fresh learner buys one of the lecturer's courses.
      const buyer = await verifiedAccount(locale, 'earnings');
      const learnerPage = await newPage(browser(), { locale });
      await signInWithSession(learnerPage, buyer);
      await buyNowInSandbox(learnerPage, locale, course.id);
      const reference = await orderReferenceOf(adminToken, buyer.email);

      // The lecturer finds the order's line in this month's statement, at 40%, and downloads it.
      const page = await newPage(browser(), { locale });
      await signInWithSession(page, lecturer);
      await page.goto(localeUrl(locale, '/studio'));
      await page.getByRole('navigation').getByRole('link', { name: t.myNav, exact: true }).click();
      const line = page.getByTestId('earnings-line').filter({ hasText: reference });
      await line.waitFor(patience);
      expect(await line.textContent()).toContain(locale === 'ar' ? '٤٠٪' : '40%');
      expect(await line.getByTestId('earnings-line-earning').textContent()).toMatch(/[1-9١-٩]/);
      expect(await page.getByTestId('share-form').count()).toBe(0);
      await checkAxe(page);

      const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('earnings-csv').click()]);
      const csvBytes = await readFile((await csv.path())!);
      expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csvText = csvBytes.toString('utf8');
      expect(csvText.slice(1)).toMatch(new RegExp(`^${t.csvHeader}`));
      expect(csvText).toContain(reference);
      const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('earnings-pdf').click()]);
      const pdfBytes = await readFile((await pdf.path())!);
      expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdfBytes);
      expect(text).toContain(reference);
      expect(text).toContain(today.slice(0, 7));
      if (locale === 'en') expect(text).toContain('Earnings statement');

      // The administrator records a payout: above the balance is refused on the amount; 1 EGP is recorded.
      const before = await earningsOf(adminToken, lecturerId);
      await adminPage.reload();
      await waitForHydration(adminPage, 'input[name="amount"]');
      const payoutForm = adminPage.getByTestId('payout-form');
      const stamp = `E2E-${Date.now().toString().slice(-8)}`;
      await field(payoutForm, t.amount).fill(typed(locale, String(Math.ceil(before.balance) + 1000)));
      await field(payoutForm, t.reference).fill(stamp);
      await field(payoutForm, t.paidOn).fill(typed(locale, today));
      await submitAndSee(adminPage, 'payout-form', t.record, t.aboveBalance);
      expect(await field(payoutForm, t.amount).getAttribute('aria-invalid')).toBe('true');
      await field(payoutForm, t.amount).fill(typed(locale, '1'));
      await submitAndSee(adminPage, 'payout-form', t.record, t.recorded);
      await adminPage.getByTestId('earnings-payouts-list').getByText(stamp).waitFor(patience);
      await checkAxe(adminPage);
      const after = await earningsOf(adminToken, lecturerId);
      expect(after.paid - before.paid).toBeCloseTo(1, 2);
      // Sales made meanwhile by other journeys add to earned; the payout comes off what there is.
      expect(after.balance).toBeCloseTo(after.earned - after.paid, 2);
      expect(after.balance - (after.earned - before.earned)).toBeCloseTo(before.balance - 1, 2);
    },
  );
});
