import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../lib/signing/signed-token';
import { createUnsubscribeLinks, readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-link';

const secret = randomBytes(32);
const grant = { userId: '7f1c2a4e-0000-4000-8000-000000000001', event: 'refund', locale: 'en' as const };
const parts = (token: string) => token.split('.') as [string, string];
const data = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('unsubscribe tokens', () => {
  it('reads back what it signed, and links to the page in the grant’s language', () => {
    expect(readUnsubscribeToken(signUnsubscribeToken(grant, secret), secret)).toEqual(grant);
    const links = createUnsubscribeLinks(secret, 'https://manara.example/');
    const english = new URL(links.linkFor(grant));
    expect(english.origin + english.pathname).toBe('https://manara.example/en/unsubscribe');
    expect(links.read(english.searchParams.get('token')!)).toEqual(grant);
    expect(new URL(links.linkFor({ ...grant, locale: 'ar' })).pathname).toBe('/unsubscribe');
  });

  it('refuses another user or another event under the same MAC', () => {
    const [, mac] = parts(signUnsubscribeToken(grant, secret));
    expect(readUnsubscribeToken(`${data(['someone-else', 'refund', 'en'])}.${mac}`, secret)).toBeNull();
    expect(readUnsubscribeToken(`${data([grant.userId, 'commentReply', 'en'])}.${mac}`, secret)).toBeNull();
  });

  it('refuses a tampered MAC, a non-canonical spelling, another key and another purpose', () => {
    const token = signUnsubscribeToken(grant, secret);
    const [payload, mac] = parts(token);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(mac.at(-1)!);
    expect(readUnsubscribeToken(`${payload}.${mac.slice(0, -1)}${alphabet[(last + 4) % 64]}`, secret)).toBeNull();
    // Same bytes once decoded (only a spare bit differs): still refused, one spelling per link.
    expect(readUnsubscribeToken(`${payload}.${mac.slice(0, -1)}${alphabet[last ^ 1]}`, secret)).toBeNull();
    expect(readUnsubscribeToken(`${token}=`, secret)).toBeNull();
    expect(readUnsubscribeToken(token, randomBytes(32))).toBeNull();
    const invoicePurpose = signToken('invoice link', [grant.userId, grant.event, grant.locale], secret);
    expect(readUnsubscribeToken(invoicePurpose, secret)).toBeNull();
    for (const junk of [undefined, '', 'a', 'a.b', `${token}.x`]) expect(readUnsubscribeToken(junk, secret)).toBeNull();
  });

  it('refuses a well-signed token of the wrong shape', () => {
    for (const shape of [[grant.userId, grant.event], [grant.userId, grant.event, 'fr'], { ...grant }, [1, 2, 'en']])
      expect(readUnsubscribeToken(signToken('mail unsubscribe', shape, secret), secret)).toBeNull();
  });
});
