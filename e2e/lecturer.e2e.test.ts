import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { localeUrl, locales, newPage, useBrowser } from './support/browser';
import { toArabicIndic } from './support/digits';
import { pdf } from './support/files';
import { field } from './support/forms';
import { latestCode } from './support/outbox';

const apiUrl = inject('apiUrl');
const browser = useBrowser();

// Visible texts from the lecturer, auth, errors and pages catalogues (e2e imports nothing internal).
const texts = {
  ar: {
    title: 'انضم كمحاضر',
    faq: 'أسئلة يطرحها المحاضرون',
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
    fileType: 'هذا النوع من الملفات غير مقبول هنا.',
    required: 'هذا الحقل مطلوب.',
    cvRequired: 'ارفع سيرتك الذاتية.',
    submit: 'أرسل الطلب',
    success: 'تم إرسال طلبك',
  },
  en: {
    title: 'Join as a lecturer',
    faq: 'Questions lecturers ask',
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
    fileType: 'This type of file is not accepted here.',
    required: 'This field is required.',
    cvRequired: 'Upload your CV.',
    submit: 'Send application',
    success: 'Your application was sent',
  },
};

// A Windows program named like a PDF.
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);

describe.for(locales)('join as a lecturer (%s)', (locale) => {
  const t = texts[locale];

  async function openForm(): Promise<Page> {
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, '/join-as-lecturer'));
    await page.getByRole('heading', { name: t.title, level: 1 }).waitFor();
    await page.getByTestId('lecturer-form').waitFor();
    return page;
  }

  it('shows the form beside the lecturer FAQ, with translated errors for missing fields, and no axe violations', async () => {
    const page = await openForm();
    const faq = page.getByRole('complementary', { name: t.faq });
    await faq.waitFor();
    expect(await faq.locator('details').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t.submit }).click();
    const form = page.getByTestId('lecturer-form');
    await form.getByText(t.cvRequired).waitFor();
    expect(await form.getByText(t.required).count()).toBeGreaterThan(3);
    expect(await field(page, t.firstName).getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });

  it('verifies the e-mail, takes an Egyptian phone in Arabic-Indic digits and a PDF CV, and sends the application', async () => {
    const page = await openForm();
    const email = `lecturer-${locale}-${Date.now()}@example.com`;
    await field(page, t.firstName).fill('Hala');
    await field(page, t.lastName).fill('Mansour');
    await field(page, t.arFirstName).fill('هالة');
    await field(page, t.arLastName).fill('منصور');

    await field(page, t.email).fill(email);
    await page.getByRole('button', { name: t.sendCode }).click();
    await page.getByRole('status').filter({ hasText: t.sent }).waitFor();
    const code = await latestCode(apiUrl, email);
    await field(page, t.code).fill(toArabicIndic(code));

    const phone = page.getByRole('textbox', { name: t.phone });
    await phone.fill(toArabicIndic('01001234567'));
    // Formatted once the phone rules have loaded (they load when the field is first focused).
    await expect.poll(() => phone.inputValue()).toBe('010 01234567');

    await field(page, t.fieldOfTraining).selectOption({ index: 1 });
    await field(page, t.jobTitle).selectOption({ index: 1 });
    await field(page, t.arBio).fill('مدربة لياقة بخبرة عشر سنوات في إعادة التأهيل.');
    await field(page, t.enBio).fill('Fitness coach with ten years in rehabilitation.');

    // A program renamed .pdf is refused by its bytes; a real PDF is taken.
    const cv = page.getByTestId('cv-input');
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: exe });
    await page.getByRole('alert').filter({ hasText: t.fileType }).waitFor();
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('status').filter({ hasText: t.uploaded }).waitFor();

    await page.getByRole('button', { name: t.submit }).click();
    const success = page.getByTestId('lecturer-success');
    await success.getByRole('heading', { name: t.success }).waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
