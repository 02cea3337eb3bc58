import { describe, expect, it } from 'vitest';
import { protectedRedirect } from './protected-routes';

describe('protectedRedirect (docs/product/accounts.md)', () => {
  it('lets signed-in people through', () => {
    expect(protectedRedirect('/settings', true)).toBeNull();
  });
  it('sends program-details visits to the program page, keeping the language', () => {
    expect(protectedRedirect('/program/details/abc/lesson/1', false)).toBe('/program/abc');
    expect(protectedRedirect('/en/program/details/abc', false)).toBe('/en/program/abc');
  });
  it('sends other protected pages to login with a way back', () => {
    expect(protectedRedirect('/my-learning-programs', false)).toBe('/login?next=%2Fmy-learning-programs');
    expect(protectedRedirect('/en/settings/password', false)).toBe('/en/login?next=%2Fen%2Fsettings%2Fpassword');
  });
  it('leaves public pages alone', () => {
    expect(protectedRedirect('/', false)).toBeNull();
    expect(protectedRedirect('/en/courses', false)).toBeNull();
    expect(protectedRedirect('/certification/xyz', false)).toBeNull();
  });
});
