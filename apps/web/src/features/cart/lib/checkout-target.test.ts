import { describe, expect, it } from 'vitest';
import { checkoutTarget } from './checkout-target';

const site = 'http://127.0.0.1:3000';

describe('checkoutTarget', () => {
  it('sends a free order (no payment intent) to learning', () => {
    expect(checkoutTarget({ paymentIntentId: null, paymentLink: null }, site)).toEqual({ kind: 'learn' });
  });

  it('follows an https provider link', () => {
    const link = 'https://accept.paymob.com/unifiedcheckout/?publicKey=a&clientSecret=b';
    expect(checkoutTarget({ paymentIntentId: 'pi_1', paymentLink: link }, site)).toEqual({ kind: 'pay', url: link });
  });

  it("follows the sandbox page on the site's own origin, even over http", () => {
    const link = `${site}/sandbox/checkout?token=t&lang=ar`;
    expect(checkoutTarget({ paymentIntentId: 'sandbox_1', paymentLink: link }, site)).toEqual({
      kind: 'pay',
      url: link,
    });
  });

  it('refuses a plain-http link elsewhere, a script link, a missing link and a missing answer', () => {
    expect(checkoutTarget({ paymentIntentId: 'x', paymentLink: 'http://evil.example/pay' }, site).kind).toBe('broken');
    expect(checkoutTarget({ paymentIntentId: 'x', paymentLink: 'javascript:alert(1)' }, site).kind).toBe('broken');
    expect(checkoutTarget({ paymentIntentId: 'x', paymentLink: null }, site).kind).toBe('broken');
    expect(checkoutTarget(null, site).kind).toBe('broken');
  });
});
