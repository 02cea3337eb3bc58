import { describe, expect, it } from 'vitest';
import { renderLecturerDecisionMail } from './render-lecturer-decision-mail';

describe('renderLecturerDecisionMail', () => {
  it('tells an approved applicant in English where the studio is and how to set a password', () => {
    const mail = renderLecturerDecisionMail({
      locale: 'en',
      name: 'Samira',
      decision: 'approved',
      studioUrl: 'https://manara.example/en/studio',
      resetUrl: 'https://manara.example/en/forgot-password',
    });
    expect(mail.subject).toBe('Your application to teach on Manara was approved');
    expect(mail.text).toContain('Hello Samira,');
    expect(mail.text).toContain('https://manara.example/en/studio');
    expect(mail.text).toContain('https://manara.example/en/forgot-password');
    expect(mail).toMatchObject({ locale: 'en', template: 'lecturer-application/approved' });
  });

  it('gives a rejected applicant the reason and the date they may apply again, in Arabic', () => {
    const mail = renderLecturerDecisionMail({
      locale: 'ar',
      decision: 'rejected',
      reason: 'نحتاج إلى خبرة تدريس موثقة.',
      reapplyAt: new Date('2026-12-27T10:00:00Z'),
      applyUrl: 'https://manara.example/join-as-lecturer',
    });
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('نحتاج إلى خبرة تدريس موثقة.');
    expect(mail.text).toContain('٢٧');
    expect(mail.text).toContain('https://manara.example/join-as-lecturer');
    expect(mail.template).toBe('lecturer-application/rejected');
  });
});
