import { describe, expect, it } from 'vitest';
import { loginHref } from './login-href';

describe('loginHref', () => {
  it('carries the page to come back to, encoded', () => {
    expect(loginHref('/en/program/acl-rehabilitation')).toBe('/login?next=%2Fen%2Fprogram%2Facl-rehabilitation');
    expect(loginHref('/blogs/a/b?x=1&y=2')).toBe('/login?next=%2Fblogs%2Fa%2Fb%3Fx%3D1%26y%3D2');
  });
  it('falls back to home', () => {
    expect(loginHref('')).toBe('/login?next=%2F');
  });
});
