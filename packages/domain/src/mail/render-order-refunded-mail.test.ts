import { describe, expect, it } from 'vitest';
import { renderOrderRefundedMail } from './render-order-refunded-mail';

const input = {
  reference: 'MNR-ABCDEFGHJK',
  amountPiastres: 45600,
  program: 'Python basics',
  historyUrl: 'https://manara.example/en/purchase-history',
};

describe('renderOrderRefundedMail', () => {
  it('says in English how much went back and that access ended, with the purchase history link', () => {
    const mail = renderOrderRefundedMail({ ...input, locale: 'en', name: 'Mona', whole: true });
    expect(mail.subject).toBe('Refund for order MNR-ABCDEFGHJK');
    expect(mail.text).toContain('Hello Mona,');
    expect(mail.text).toMatch(/456(\.00)?/);
    expect(mail.text).toContain('Your access to Python basics has ended');
    expect(mail.text).toContain('https://manara.example/en/purchase-history');
    expect(mail).toMatchObject({ locale: 'en', template: 'order-refunded/whole' });
  });

  it('writes Arabic right to left and keeps access on a partial refund', () => {
    const mail = renderOrderRefundedMail({ ...input, locale: 'ar', program: 'أساسيات بايثون', whole: false });
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('يبقى وصولك إلى أساسيات بايثون');
    expect(mail.text).toContain('٤٥٦');
    expect(mail.template).toBe('order-refunded/partial');
  });
});
