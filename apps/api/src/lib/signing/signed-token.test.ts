import { describe, expect, it } from 'vitest';
import { readToken, secretOrRandom, signToken } from './signed-token';
import { base64urlSiblings } from './testing/base64url-siblings';

describe('signed tokens', () => {
  const secret = Buffer.from('a test secret');

  it('round-trips data for the same purpose and secret', () => {
    const token = signToken('invoice link', { id: 'x', n: 1 }, secret);
    expect(readToken('invoice link', token, secret)).toEqual({ id: 'x', n: 1 });
  });

  it('refuses another purpose, another secret, an edited payload and malformed tokens', () => {
    const token = signToken('invoice link', { id: 'x' }, secret);
    expect(readToken('upload', token, secret)).toBeNull();
    expect(readToken('invoice link', token, Buffer.from('other'))).toBeNull();
    const [, mac] = token.split('.');
    const edited = Buffer.from(JSON.stringify({ id: 'y' })).toString('base64url');
    expect(readToken('invoice link', `${edited}.${mac}`, secret)).toBeNull();
    for (const bad of [undefined, '', 'abc', `${token}.x`, '.', 'e30.'])
      expect(readToken('invoice link', bad, secret)).toBeNull();
  });

  it('keeps one random secret per name when none is configured', () => {
    expect(secretOrRandom('a', undefined).equals(secretOrRandom('a', undefined))).toBe(true);
    expect(secretOrRandom('a', undefined).equals(secretOrRandom('b', undefined))).toBe(false);
    expect(secretOrRandom('a', 'configured').toString()).toBe('configured');
  });

  it('accepts only the canonical spelling of the MAC and the payload, not their sibling encodings', () => {
    const token = signToken('invoice link', { id: 'x' }, secret);
    const [payload, mac] = token.split('.') as [string, string];
    const macSiblings = base64urlSiblings(mac);
    // A 32-byte MAC ends with 2 spare bits: 3 sibling last characters, plus the padded form.
    expect(macSiblings.length).toBeGreaterThanOrEqual(4);
    for (const sibling of macSiblings) expect(readToken('invoice link', `${payload}.${sibling}`, secret)).toBeNull();
    for (const sibling of base64urlSiblings(payload))
      expect(readToken('invoice link', `${sibling}.${mac}`, secret)).toBeNull();
    expect(readToken('invoice link', token, secret)).toEqual({ id: 'x' });
  });
});
