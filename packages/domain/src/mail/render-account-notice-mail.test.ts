import { describe, expect, it } from 'vitest';
import { renderAccountNoticeMail } from './render-account-notice-mail';

describe('account notice mail', () => {
  it('tells an Arabic owner right-to-left that someone tried to sign up, with the reset link and no code', () => {
    const mail = renderAccountNoticeMail({
      locale: 'ar',
      notice: 'signUpAttempt',
      email: 'mona@example.com',
      name: 'منى',
      resetUrl: 'https://manara.example/forgot-password',
    });
    expect(mail.subject).toBe('حاول شخص ما التسجيل ببريدك الإلكتروني');
    expect(mail.template).toBe('account-notice/signUpAttempt');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('مرحبًا منى');
    expect(mail.text).toContain('mona@example.com');
    expect(mail.text).toContain('https://manara.example/forgot-password');
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
  });

  it('tells an English owner someone tried to use the address for another account', () => {
    const mail = renderAccountNoticeMail({
      locale: 'en',
      notice: 'emailChangeAttempt',
      email: 'sam@example.com',
      name: null,
      resetUrl: 'https://manara.example/en/forgot-password',
    });
    expect(mail.subject).toBe('Someone tried to use your email address');
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('another Manara account to sam@example.com');
  });
});
