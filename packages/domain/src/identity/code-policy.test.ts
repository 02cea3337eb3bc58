import type { UserRow } from '@manara/db';
import { describe, expect, it } from 'vitest';
import { mayReceiveCode } from './code-policy';
import { uniqueViolation } from './unique-violation';

const user = (patch: Partial<UserRow> = {}) =>
  ({ emailVerifiedAt: null, isBlocked: false, isDeleted: false, ...patch }) as UserRow;

describe('mayReceiveCode', () => {
  it('sends e-mail verification only to unverified accounts', () => {
    expect(mayReceiveCode('EMAIL_VERIFICATION', user())).toBe(true);
    expect(mayReceiveCode('EMAIL_VERIFICATION', user({ emailVerifiedAt: new Date() }))).toBe(false);
    expect(mayReceiveCode('LECTURER_EMAIL_VERIFICATION', user())).toBe(true);
  });

  it('sends password resets to existing, usable accounts', () => {
    expect(mayReceiveCode('PASSWORD_RESET', user({ emailVerifiedAt: new Date() }))).toBe(true);
    expect(mayReceiveCode('PASSWORD_RESET', user())).toBe(true);
    expect(mayReceiveCode('PASSWORD_RESET', user({ isBlocked: true }))).toBe(false);
  });

  it('sends social-link confirmations to existing, usable accounts', () => {
    expect(mayReceiveCode('SOCIAL_EMAIL_VERIFICATION', user({ emailVerifiedAt: new Date() }))).toBe(true);
    expect(mayReceiveCode('SOCIAL_EMAIL_VERIFICATION', user())).toBe(true);
    expect(mayReceiveCode('SOCIAL_EMAIL_VERIFICATION', user({ isBlocked: true }))).toBe(false);
  });

  it('sends nothing for unknown or deleted accounts, nor for e-mail update purposes', () => {
    expect(mayReceiveCode('PASSWORD_RESET', null)).toBe(false);
    expect(mayReceiveCode('PASSWORD_RESET', user({ isDeleted: true }))).toBe(false);
    expect(mayReceiveCode('SOCIAL_EMAIL_VERIFICATION', null)).toBe(false);
    expect(mayReceiveCode('EMAIL_UPDATE', user())).toBe(false);
  });
});

describe('uniqueViolation', () => {
  it('finds the constraint through wrappers', () => {
    const pgError = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_slug_unique' });
    expect(uniqueViolation(pgError)).toBe('users_slug_unique');
    expect(uniqueViolation(Object.assign(new Error('Failed query'), { cause: pgError }))).toBe('users_slug_unique');
    expect(uniqueViolation(new Error('other'))).toBeNull();
    expect(uniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBeNull();
  });
});
