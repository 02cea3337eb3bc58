import { describe, expect, it } from 'vitest';
import { loginHref, readReturnIntent, withNext, withoutReturnIntent } from './login-href';

describe('loginHref', () => {
  it('carries the page to come back to, encoded', () => {
    expect(loginHref('/en/program/acl-rehabilitation')).toBe('/login?next=%2Fen%2Fprogram%2Facl-rehabilitation');
    expect(loginHref('/blogs/a/b?x=1&y=2')).toBe('/login?next=%2Fblogs%2Fa%2Fb%3Fx%3D1%26y%3D2');
  });
  it('falls back to home', () => {
    expect(loginHref('')).toBe('/login?next=%2F');
  });
  it('carries what the visitor started inside next', () => {
    expect(loginHref('/program/x', 'buy')).toBe('/login?next=%2Fprogram%2Fx%3Fthen%3Dbuy');
    expect(loginHref('/program/x?a=1', 'enrol')).toBe('/login?next=%2Fprogram%2Fx%3Fa%3D1%26then%3Denrol');
  });
});

describe('withNext', () => {
  it('keeps next between login and sign-up', () => {
    expect(withNext('/signup', '/en/cart')).toBe('/signup?next=%2Fen%2Fcart');
    expect(withNext('/login', null)).toBe('/login');
  });
});

describe('return intents', () => {
  it('reads only the intents it finishes', () => {
    expect(readReturnIntent('?then=buy')).toBe('buy');
    expect(readReturnIntent('?a=1&then=enrol')).toBe('enrol');
    expect(readReturnIntent('?then=delete')).toBeNull();
    expect(readReturnIntent('')).toBeNull();
  });
  it('drops the intent and keeps the rest', () => {
    expect(withoutReturnIntent('/program/x?then=buy')).toBe('/program/x');
    expect(withoutReturnIntent('/program/x?a=1&then=buy#top')).toBe('/program/x?a=1#top');
  });
});
