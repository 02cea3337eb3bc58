import { describe, expect, it } from 'vitest';
import { invoiceLinkPath, invoiceLinkSecret, readInvoiceLink, signInvoiceLink } from './invoice-link';
import type { InvoiceLinkGrant } from '@manara/domain';
import { base64urlSiblings } from '../../lib/signing/testing/base64url-siblings';

const secret = Buffer.from('a test secret that is long enough');
const now = new Date('2026-11-20T12:00:00Z');
const grant: InvoiceLinkGrant = {
  invoiceId: '6f1c1d3e-0000-4000-8000-000000000001',
  ownerId: '6f1c1d3e-0000-4000-8000-000000000002',
  locale: 'ar',
  expiresAt: now.getTime() + 60_000,
};

describe('invoice download links', () => {
  it('reads back what it signed until it expires', () => {
    const token = signInvoiceLink(grant, secret);
    expect(readInvoiceLink(token, secret, now)).toEqual(grant);
    expect(readInvoiceLink(token, secret, new Date(grant.expiresAt))).toBeNull();
  });

  it('refuses another key, an edited payload and malformed tokens', () => {
    const token = signInvoiceLink(grant, secret);
    expect(readInvoiceLink(token, Buffer.from('another secret'), now)).toBeNull();
    const [, mac] = token.split('.');
    const edited = Buffer.from(JSON.stringify([grant.invoiceId, 'someone-else', 'ar', grant.expiresAt])).toString(
      'base64url',
    );
    expect(readInvoiceLink(`${edited}.${mac}`, secret, now)).toBeNull();
    for (const bad of [undefined, '', 'abc', `${token}.x`, '.', 'e30.'])
      expect(readInvoiceLink(bad, secret, now)).toBeNull();
  });

  it('refuses a correctly signed payload of the wrong shape', () => {
    expect(readInvoiceLink(signInvoiceLink({ ...grant, locale: 'fr' as never }, secret), secret, now)).toBeNull();
    expect(
      readInvoiceLink(signInvoiceLink({ ...grant, expiresAt: String(grant.expiresAt) as never }, secret), secret, now),
    ).toBeNull();
  });

  it('builds a site-relative PDF path carrying the language and the token', () => {
    const url = new URL(invoiceLinkPath(grant, secret), 'http://site');
    expect(url.pathname).toBe(`/invoices/${grant.invoiceId}.pdf`);
    expect(url.searchParams.get('lang')).toBe('ar');
    expect(readInvoiceLink(url.searchParams.get('token')!, secret, now)).toEqual(grant);
  });

  it('uses INVOICE_LINK_SECRET when set and one stable random key per process otherwise', () => {
    expect(invoiceLinkSecret('shared').toString()).toBe('shared');
    const first = invoiceLinkSecret(undefined);
    expect(first.length).toBe(32);
    expect(invoiceLinkSecret(undefined).equals(first)).toBe(true);
  });

  it('refuses the sibling encodings of its MAC', () => {
    const [payload, mac] = signInvoiceLink(grant, secret).split('.') as [string, string];
    for (const sibling of base64urlSiblings(mac))
      expect(readInvoiceLink(`${payload}.${sibling}`, secret, now)).toBeNull();
  });
});
