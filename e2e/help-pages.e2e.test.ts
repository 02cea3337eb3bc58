import { describe, expect, it } from 'vitest';
import { localeUrl, locales, newPage, useBrowser } from './support/browser';
import { toArabicIndic } from './support/digits';
import { field } from './support/forms';

const browser = useBrowser();

// The contact form's and the FAQ page's texts (pages and errors catalogues); e2e imports nothing internal.
const texts = {
  ar: {
    faqsUsers: 'المتعلمون',
    contactName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    contactPhone: 'رقم الهاتف',
    contactSubject: 'الموضوع',
    contactMessage: 'الرسالة',
    contactSubmit: 'إرسال الرسالة',
    required: 'هذا الحقل مطلوب.',
    phoneTooShort: 'رقم الهاتف قصير جدًا.',
    sent: 'شكرًا لك! تم إرسال رسالتك، وسنرد عليك بالبريد الإلكتروني قريبًا.',
  },
  en: {
    faqsUsers: 'Learners',
    contactName: 'Full name',
    email: 'Email',
    contactPhone: 'Phone number',
    contactSubject: 'Subject',
    contactMessage: 'Message',
    contactSubmit: 'Send message',
    required: 'This field is required.',
    phoneTooShort: 'This phone number is too short.',
    sent: 'Thank you! Your message has been sent. We will reply by e-mail soon.',
  },
};

describe.for(locales)('finding help: the FAQs and the contact form (%s)', (locale) => {
  const t = texts[locale];

  it('lists FAQs for learners and lecturers as disclosures', async () => {
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, '/faqs'));
    await page.getByRole('heading', { level: 2, name: t.faqsUsers }).waitFor();
    const first = page.locator('#faqs-users details').first();
    expect(await first.getAttribute('open')).toBeNull();
    await first.locator('summary').press('Enter');
    await expect.poll(() => first.getAttribute('open')).toBe('');
    await page.context().close();
  });

  it('shows per-field errors on the contact form, keeps what was typed, then sends it', async () => {
    const page = await newPage(browser(), { locale });
    await page.goto(localeUrl(locale, '/contact-us'));
    const form = page.getByTestId('contact-form');
    // The phone label also says it is optional.
    const phone = form.getByRole('textbox', { name: t.contactPhone });
    await field(form, t.contactName).fill('Mona Adel');
    await phone.fill(toArabicIndic('010'));
    await form.getByRole('button', { name: t.contactSubmit }).click();
    await expect.poll(() => form.getByText(t.required).count()).toBe(3);
    await form.getByText(t.phoneTooShort).waitFor();
    expect(await field(form, t.contactName).inputValue()).toBe('Mona Adel');

    await field(form, t.email).fill(`contact-${locale}-${Date.now()}@example.com`);
    // Arabic-Indic digits are accepted and shown as ASCII, formatted as typed.
    await phone.fill(toArabicIndic('01001234567'));
    expect(await phone.inputValue()).toBe('010 01234567');
    await field(form, t.contactSubject).fill('Group enrolment');
    await field(form, t.contactMessage).fill('We are a club of twelve coaches and would like a group price.');
    await form.getByRole('button', { name: t.contactSubmit }).click();
    await page.getByRole('status').filter({ hasText: t.sent }).first().waitFor();
    expect(await field(form, t.contactName).inputValue()).toBe('');
    await page.context().close();
  });
});
