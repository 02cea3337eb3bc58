import { describe, expect, it } from 'vitest';
import { readSandboxToken, signSandboxToken, type SandboxCheckout } from './sandbox-token';
import { base64urlSiblings } from '../../lib/signing/testing/base64url-siblings';

const checkout: SandboxCheckout = {
  reference: 'ORD-1',
  amountPiastres: 114000,
  currency: 'EGP',
  items: [{ name: 'تحليل البيانات', amountPiastres: 114000, quantity: 1 }],
  notificationUrl: 'http://127.0.0.1:4000/payments/callback',
  redirectionUrl: 'http://127.0.0.1:4000/payments/return',
  locale: 'ar',
  orderId: 42,
  expiresAt: Date.parse('2026-11-20T12:00:00Z'),
};
const secret = 'sandbox-token-test-secret';
const before = new Date('2026-11-20T11:59:59Z');

describe('sandbox checkout token', () => {
  it('round-trips the checkout, Arabic names included', () => {
    expect(readSandboxToken(signSandboxToken(checkout, secret), secret, before)).toEqual(checkout);
  });

  it('is refused once expired', () => {
    expect(readSandboxToken(signSandboxToken(checkout, secret), secret, new Date(checkout.expiresAt))).toBeNull();
  });

  it('is refused when forged, altered, signed with another secret or malformed', () => {
    const token = signSandboxToken(checkout, secret);
    const [, mac] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ ...checkout, amountPiastres: 100 })).toString('base64url');
    expect(readSandboxToken(`${altered}.${mac}`, secret, before)).toBeNull();
    expect(readSandboxToken(token, 'another-secret', before)).toBeNull();
    for (const bad of [undefined, '', 'abc', `${token}.x`, `${token.slice(0, -2)}`, '.']) {
      expect(readSandboxToken(bad, secret, before)).toBeNull();
    }
  });

  it('refuses the sibling encodings of its MAC', () => {
    const [payload, mac] = signSandboxToken(checkout, secret).split('.') as [string, string];
    for (const sibling of base64urlSiblings(mac))
      expect(readSandboxToken(`${payload}.${sibling}`, secret, before)).toBeNull();
  });
});
