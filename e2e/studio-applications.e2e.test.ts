import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { verifiedAccount, type Account } from './support/accounts';
import { checkAxe } from './support/axe';
import { localeUrl, locales, newPage, patience, useBrowser, type Locale } from './support/browser';
import { pdf } from './support/files';
import { field } from './support/forms';
import { latestCode } from './support/outbox';
import { signInWithSession } from './support/sign-in';

// Lecturer applications decided in the studio (docs/product/studio.md, decision 0051). Texts from
// the lecturer, studio and errors catalogues; e2e imports nothing internal.
const texts = {
  ar: {
    firstName: 'الاسم الأول (بالإنجليزية)',
    lastName: 'اسم العائلة (بالإنجليزية)',
    arFirstName: 'الاسم الأول (بالعربية)',
    arLastName: 'اسم العائلة (بالعربية)',
    email: 'البريد الإلكتروني',
    sendCode: 'أرسل الرمز',
    sent: 'أرسلنا رمزًا من ٦ أرقام',
    code: 'رمز التحقق',
    phone: 'رقم الهاتف',
    fieldOfTraining: 'مجال التدريب',
    jobTitle: 'المسمى الوظيفي',
    enBio: 'النبذة بالإنجليزية',
    arBio: 'النبذة بالعربية',
    uploaded: 'تم الرفع:',
    submit: 'أرسل الطلب',
    success: 'تم إرسال طلبك',
    pending: 'طلبك قيد المراجعة',
    approvedTitle: 'قُبل طلبك',
    rejectedTitle: 'لم يُقبل طلبك',
    applyFrom: 'يمكنك التقدّم مرة أخرى ابتداءً من',
    nav: 'طلبات المحاضرين',
    search: 'الاسم أو البريد الإلكتروني',
    searchButton: 'بحث',
    approve: 'قبول',
    reject: 'رفض',
    reason: 'السبب (مطلوب للرفض)',
    confirm: 'نعم، تابع',
    approved: 'تمت الموافقة على طلب المحاضر.',
    rejected: 'رُفض طلب المحاضر وأُبلغ صاحبه.',
    programs: 'البرامج',
    rejection: 'نحتاج إلى خبرة تدريس موثقة.',
    openCv: 'تنزيل السيرة الذاتية',
  },
  en: {
    firstName: 'First name (English)',
    lastName: 'Last name (English)',
    arFirstName: 'First name (Arabic)',
    arLastName: 'Last name (Arabic)',
    email: 'Email',
    sendCode: 'Send code',
    sent: 'We sent a 6-digit code',
    code: 'Verification code',
    phone: 'Phone number',
    fieldOfTraining: 'Field of training',
    jobTitle: 'Job title',
    enBio: 'Bio in English',
    arBio: 'Bio in Arabic',
    uploaded: 'Uploaded:',
    submit: 'Send application',
    success: 'Your application was sent',
    pending: 'Your application is under review',
    approvedTitle: 'Your application was approved',
    rejectedTitle: 'Your application was not accepted',
    applyFrom: 'You may apply again from',
    nav: 'Applications',
    search: 'Name or e-mail',
    searchButton: 'Search',
    approve: 'Approve',
    reject: 'Reject',
    reason: 'Reason (needed to reject)',
    confirm: 'Yes, go ahead',
    approved: 'The lecturer application was approved.',
    rejected: 'The lecturer application was rejected and the applicant told.',
    programs: 'Programs',
    rejection: 'We need documented teaching experience.',
    openCv: 'Download the CV',
  },
};
const demoPasswords = inject('demoPasswords');
const apiUrl = inject('apiUrl');
const admin: Account = { email: 'admin@manara.test', password: demoPasswords['admin@manara.test']! };
const browser = useBrowser();

/** A signed-in learner applies through the form on /join-as-lecturer and is told it was sent. */
async function applyThroughForm(locale: Locale, applicant: Account): Promise<Page> {
  const t = texts[locale];
  const page = await newPage(browser(), { locale });
  await signInWithSession(page, applicant);
  await page.goto(localeUrl(locale, '/join-as-lecturer'));
  await page.getByTestId('lecturer-form').waitFor(patience);
  await field(page, t.firstName).fill('Hala');
  await field(page, t.lastName).fill('Mansour');
  await field(page, t.arFirstName).fill('هالة');
  await field(page, t.arLastName).fill('منصور');
  await field(page, t.email).fill(applicant.email);
  await page.getByRole('button', { name: t.sendCode }).click();
  await page.getByRole('status').filter({ hasText: t.sent }).waitFor(patience);
  await field(page, t.code).fill(await latestCode(apiUrl, applicant.email));
  await page.getByRole('textbox', { name: t.phone }).fill('01001234567');
  await field(page, t.fieldOfTraining).selectOption({ index: 1 });
  await field(page, t.jobTitle).selectOption({ index: 1 });
  await field(page, t.arBio).fill('مدربة لياقة بخبرة عشر سنوات في إعادة التأهيل.');
  await field(page, t.enBio).fill('Fitness coach with ten years in rehabilitation.');
  await page.getByTestId('cv-input').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('status').filter({ hasText: t.uploaded }).waitFor(patience);
  await page.getByRole('button', { name: t.submit }).click();
  await page.getByTestId('lecturer-success').getByRole('heading', { name: t.success }).waitFor(patience);
  return page;
}

/** The administrator finds the applicant's application in the queue and opens it. */
async function openApplication(locale: Locale, email: string): Promise<Page> {
  const t = texts[locale];
  const page = await newPage(browser(), { locale });
  await signInWithSession(page, admin);
  await page.goto(localeUrl(locale, '/studio'));
  await page.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
  await field(page, t.search).fill(email);
  await page.getByRole('button', { name: t.searchButton, exact: true }).click();
  const row = page.getByTestId('studio-application-row');
  await expect.poll(() => row.count(), patience).toBe(1);
  await checkAxe(page);
  await row.getByRole('link').click();
  await page.getByRole('button', { name: t.approve, exact: true }).waitFor(patience);
  expect(await page.getByText(email).count()).toBeGreaterThan(0);
  await checkAxe(page);
  return page;
}

describe('lecturer applications in the studio', () => {
  for (const locale of locales) {
    const t = texts[locale];

    it(`${locale}: a learner applies, an administrator approves it, and the new lecturer reaches the studio`, async () => {
      const applicant = await verifiedAccount(locale, 'apply-approve');
      const applicantPage = await applyThroughForm(locale, applicant);
      await applicantPage.reload();
      await applicantPage.getByTestId('my-lecturer-application').getByText(t.pending).waitFor(patience);
      await checkAxe(applicantPage);

      const page = await openApplication(locale, applicant.email);
      await page.getByRole('button', { name: t.approve, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.confirm, exact: true }).click();
      await page.getByRole('status').filter({ hasText: t.approved }).waitFor(patience);
      // Decided: no second decision is offered.
      await expect.poll(() => page.getByRole('button', { name: t.approve, exact: true }).count(), patience).toBe(0);

      const lecturerPage = await newPage(browser(), { locale });
      await signInWithSession(lecturerPage, applicant);
      await lecturerPage.goto(localeUrl(locale, '/studio'));
      await lecturerPage.getByRole('navigation').getByRole('link', { name: t.programs, exact: true }).waitFor(patience);
      expect(await lecturerPage.getByRole('link', { name: t.nav, exact: true }).count()).toBe(0);
      await lecturerPage.goto(localeUrl(locale, '/join-as-lecturer'));
      const status = lecturerPage.getByTestId('my-lecturer-application');
      await status.getByText(t.approvedTitle).waitFor(patience);
      await checkAxe(lecturerPage);
      for (const p of [applicantPage, page, lecturerPage]) await p.context().close();
    });

    it(`${locale}: an administrator rejects an application with a reason, which the applicant reads on /join-as-lecturer`, async () => {
      const applicant = await verifiedAccount(locale, 'apply-reject');
      const applicantPage = await applyThroughForm(locale, applicant);

      const page = await openApplication(locale, applicant.email);
      // The CV downloads through its signed link, from the web's origin.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t.openCv, exact: true }).click(),
      ]);
      expect(new URL(download.url()).pathname).toMatch(/^\/invoices\/lecturer-cvs\/[0-9a-f-]{36}$/);
      const cv = await page.request.get(download.url());
      expect(cv.status()).toBe(200);
      expect(cv.headers()['content-type']).toBe('application/pdf');
      expect((await cv.body()).equals(pdf)).toBe(true);
      await field(page, t.reason).fill(t.rejection);
      await page.getByRole('button', { name: t.reject, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.confirm, exact: true }).click();
      await page.getByRole('status').filter({ hasText: t.rejected }).waitFor(patience);
      await checkAxe(page);

      await applicantPage.goto(localeUrl(locale, '/join-as-lecturer'));
      const status = applicantPage.getByTestId('my-lecturer-application');
      await status.getByText(t.rejectedTitle).waitFor(patience);
      expect(await status.textContent()).toContain(t.rejection);
      expect(await status.textContent()).toContain(t.applyFrom);
      // Within the wait, the form is not offered.
      expect(await applicantPage.getByTestId('lecturer-form').count()).toBe(0);
      await checkAxe(applicantPage);
      for (const p of [applicantPage, page]) await p.context().close();
    });
  }
});
