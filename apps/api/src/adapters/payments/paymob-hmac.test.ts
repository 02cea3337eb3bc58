import { describe, expect, it } from 'vitest';
import { paymobHmacMatches, paymobHmacMessage, signPaymobHmac, type HmacValues } from './paymob-hmac';

// Field values behind Paymob's documented example (developers.paymob.com, "HMAC transaction callback").
const documented: HmacValues = {
  amount_cents: 100000,
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  error_occured: false,
  has_parent_transaction: false,
  id: 192036465,
  integration_id: 4097558,
  is_3d_secure: true,
  is_auth: false,
  is_capture: false,
  is_refunded: false,
  is_standalone_payment: true,
  is_voided: false,
  'order.id': 217503754,
  owner: 302852,
  pending: false,
  'source_data.pan': '2346',
  'source_data.sub_type': 'MasterCard',
  'source_data.type': 'card',
  success: true,
};
const documentedString =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
const secret = 'paymob-docs-example-secret';
// Computed independently: printf '%s' "$documentedString" | openssl dgst -sha512 -hmac "$secret"
const opensslHex =
  '286173ba0a3e64d1e37473c55895c9c5061f72e605c674e60485ab0b0184f2af60c576ca6b7988b2e0da8a7dd6127c4211e6ced45454405356a5d7b004f49a6e';

describe('Paymob HMAC', () => {
  it("reproduces Paymob's documented concatenated string byte for byte", () => {
    expect(paymobHmacMessage(documented)).toBe(documentedString);
  });

  it('signs with HMAC-SHA512 as lowercase hex, matching openssl', () => {
    expect(signPaymobHmac(documented, secret)).toBe(opensslHex);
  });

  it('concatenates a missing field as an empty string', () => {
    const { 'source_data.pan': _pan, ...withoutPan } = documented;
    expect(paymobHmacMessage(withoutPan)).toBe(documentedString.replace('2346MasterCard', 'MasterCard'));
    expect(paymobHmacMessage({ ...documented, 'source_data.pan': null })).toBe(paymobHmacMessage(withoutPan));
  });

  it('accepts the right hmac in either case and refuses wrong, missing or malformed ones', () => {
    expect(paymobHmacMatches(documented, secret, opensslHex)).toBe(true);
    expect(paymobHmacMatches(documented, secret, opensslHex.toUpperCase())).toBe(true);
    expect(paymobHmacMatches({ ...documented, amount_cents: 100 }, secret, opensslHex)).toBe(false);
    expect(paymobHmacMatches(documented, 'another-secret', opensslHex)).toBe(false);
    expect(paymobHmacMatches(documented, secret, undefined)).toBe(false);
    expect(paymobHmacMatches(documented, secret, '')).toBe(false);
    expect(paymobHmacMatches(documented, secret, opensslHex.slice(0, 64))).toBe(false);
    expect(paymobHmacMatches(documented, secret, `${opensslHex.slice(0, 127)}z`)).toBe(false);
  });
});
