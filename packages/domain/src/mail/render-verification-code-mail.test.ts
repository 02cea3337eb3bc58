import { catalogs, flattenKeys } from '@manara/i18n';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './layout';
import { renderVerificationCodeMail, type CodePurpose } from './render-verification-code-mail';

const purposes: CodePurpose[] = [
  'EMAIL_UPDATE',
  'EMAIL_VERIFICATION',
  'LECTURER_EMAIL_VERIFICATION',
  'PASSWORD_RESET',
  'SOCIAL_EMAIL_VERIFICATION',
];

describe('verification code mail', () => {
  it('renders Arabic right-to-left with the code in ASCII digits', () => {
    const mail = renderVerificationCodeMail({
      locale: 'ar',
      purpose: 'EMAIL_VERIFICATION',
      code: '042917',
      name: 'أحمد',
      ttlMinutes: 15,
    });
    expect(mail.subject).toBe('رمز التحقق من منارة');
    expect(mail.locale).toBe('ar');
    expect(mail.template).toBe('verification-code/EMAIL_VERIFICATION');
    expect(mail.text.match(/\b\d{6}\b/g)).toEqual(['042917']);
    expect(mail.text).toContain('مرحبًا أحمد');
    expect(mail.text).toContain('١٥ دقيقة');
    expect(mail.text).toContain('رمز التحقق الخاص بك: 042917\n');
    // Found even in the JSON-escaped text (the code follows a space, not a "\n").
    expect(JSON.stringify(mail.text).match(/\b\d{6}\b/)?.[0]).toBe('042917');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    expect(mail.html).toContain('042917');
  });

  it('renders English left-to-right', () => {
    const mail = renderVerificationCodeMail({
      locale: 'en',
      purpose: 'PASSWORD_RESET',
      code: '123456',
      ttlMinutes: 15,
    });
    expect(mail.subject).toBe('Reset your Manara password');
    expect(mail.text).toMatch(/^Hello,/);
    expect(mail.text).toContain('expires in 15 minutes');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('has a subject and intro for every purpose in both languages', () => {
    for (const locale of ['ar', 'en'] as const) {
      for (const purpose of purposes) {
        const mail = renderVerificationCodeMail({ locale, purpose, code: '111111', ttlMinutes: 15 });
        expect(mail.subject).not.toContain('mail.');
        expect(mail.text).not.toContain('mail.');
      }
    }
  });

  it('escapes names in HTML', () => {
    const mail = renderVerificationCodeMail({
      locale: 'en',
      purpose: 'EMAIL_VERIFICATION',
      code: '111111',
      name: '<b>x</b>',
      ttlMinutes: 15,
    });
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(escapeHtml(`"&'`)).toBe('&quot;&amp;&#39;');
  });

  it('uses catalogues with the same keys in both languages', () => {
    expect(flattenKeys(catalogs.ar.mail).sort()).toEqual(flattenKeys(catalogs.en.mail).sort());
  });
});
