import { describe, expect, it } from 'vitest';
import { notificationTexts } from './notification-texts';

describe('notificationTexts', () => {
  it('fills each language with its own value and shared values in both', () => {
    const texts = notificationTexts('certificateIssued', { program: { ar: 'التغذية', en: 'Nutrition' } });
    expect(texts.enTitle).toBe('Your certificate is ready');
    expect(texts.arTitle).toBe('شهادتك جاهزة');
    expect(texts.enBody).toContain('Nutrition');
    expect(texts.arBody).toContain('التغذية');
    expect(texts.arBody).not.toContain('Nutrition');
  });

  it('can take the body of another event', () => {
    const texts = notificationTexts(
      'purchaseCompleted',
      { reference: 'MNR-1', program: 'X', more: 2 },
      'purchaseCompletedMany',
    );
    expect(texts.enTitle).toBe('Purchase completed');
    expect(texts.enBody).toBe('Your order MNR-1 is paid. X and 2 more are now in your learning journey.');
  });

  it('has every event in both catalogues', () => {
    for (const key of [
      'purchaseCompleted',
      'certificateIssued',
      'liveSessionSoon',
      'commentReply',
      'lecturerVerified',
      'lecturerRejected',
    ]) {
      const texts = notificationTexts(key);
      for (const text of Object.values(texts)) expect(text).not.toMatch(/^notifications\./);
    }
  });
});
