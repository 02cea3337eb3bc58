import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/index';
import { parseIdentityInput, withoutNulls } from './parse-identity-input';
import {
  changePasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  verifyCodeInputSchema,
  verifyPasswordResetInputSchema,
} from './schemas';

function fieldErrors(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('VALIDATION_FAILED');
    return Object.fromEntries((error as AppError).fieldErrors.map((f) => [f.field, f.messageKey]));
  }
  throw new Error('expected VALIDATION_FAILED');
}

describe('verification code input', () => {
  it('accepts Arabic-Indic and Eastern Arabic-Indic digits', () => {
    const a = parseIdentityInput(verifyCodeInputSchema, {
      email: 'A@B.co',
      code: '١٢٣٤٥٦',
      purpose: 'EMAIL_VERIFICATION',
    });
    expect(a).toEqual({ email: 'a@b.co', code: '123456', purpose: 'EMAIL_VERIFICATION' });
    const b = parseIdentityInput(verifyCodeInputSchema, {
      email: 'a@b.co',
      code: '۱۲۳ ۴۵۶',
      purpose: 'PASSWORD_RESET',
    });
    expect(b.code).toBe('123456');
  });

  it('refuses other lengths and letters', () => {
    expect(
      fieldErrors(() =>
        parseIdentityInput(verifyCodeInputSchema, { email: 'a@b.co', code: '12345', purpose: 'EMAIL_VERIFICATION' }),
      ),
    ).toEqual({ code: 'code' });
    expect(
      fieldErrors(() =>
        parseIdentityInput(verifyPasswordResetInputSchema, { email: 'a@b.co', code: '12a456', newPassword: 'abc' }),
      ),
    ).toEqual({
      code: 'code',
      newPassword: 'passwordWeak',
    });
  });
});

describe('register input', () => {
  const valid = { firstName: ' Ahmed ', lastName: 'Hassan', email: ' Ahmed@Example.COM ', password: 'Secret123' };

  it('trims, lower-cases the e-mail and leaves optional fields out', () => {
    expect(parseIdentityInput(registerInputSchema, { ...valid, arFirstName: '  ', phone: null })).toEqual({
      firstName: 'Ahmed',
      lastName: 'Hassan',
      email: 'ahmed@example.com',
      password: 'Secret123',
    });
  });

  it('reports every bad field once', () => {
    const errors = fieldErrors(() =>
      parseIdentityInput(registerInputSchema, {
        firstName: 'x'.repeat(61),
        email: 'not-an-email',
        password: 'short',
        favLang: 'FR',
      }),
    );
    expect(errors).toEqual({
      firstName: 'tooLong',
      lastName: 'required',
      email: 'email',
      password: 'passwordWeak',
      favLang: 'invalid',
    });
  });

  it('reads null as missing', () => {
    expect(fieldErrors(() => parseIdentityInput(registerInputSchema, { ...valid, firstName: null }))).toEqual({
      firstName: 'required',
    });
  });

  it('cleans phone numbers typed with Arabic-Indic digits and separators', () => {
    expect(parseIdentityInput(registerInputSchema, { ...valid, phone: '+٢٠ (١٠٠) ١٢٣-٤٥٦٧' }).phone).toBe(
      '+201001234567',
    );
    expect(fieldErrors(() => parseIdentityInput(registerInputSchema, { ...valid, phone: 'call me' }))).toEqual({
      phone: 'phone',
    });
  });
});

describe('login input', () => {
  it('cuts a long device name instead of refusing it', () => {
    const parsed = parseIdentityInput(loginInputSchema, {
      email: 'a@b.co',
      password: 'x',
      loginDetails: { deviceName: 'M'.repeat(900), device: 'IOS', fcmToken: null },
    });
    expect(parsed.loginDetails?.deviceName).toHaveLength(300);
    expect(parsed.loginDetails?.device).toBe('IOS');
    expect(parsed.loginDetails?.fcmToken).toBeUndefined();
  });

  it('does not judge the strength of an existing password', () => {
    expect(parseIdentityInput(loginInputSchema, { email: 'a@b.co', password: 'x' }).password).toBe('x');
    expect(
      fieldErrors(() => parseIdentityInput(loginInputSchema, { email: 'a@b.co', password: 'x'.repeat(129) })),
    ).toEqual({ password: 'tooLong' });
  });
});

describe('change password input', () => {
  it('requires both passwords', () => {
    expect(fieldErrors(() => parseIdentityInput(changePasswordInputSchema, undefined))).toEqual({
      currentPassword: 'required',
      newPassword: 'required',
    });
  });
});

describe('withoutNulls', () => {
  it('drops nulls deeply and keeps other values', () => {
    expect(withoutNulls({ a: null, b: { c: null, d: 1 }, e: [1, null], f: '' })).toEqual({
      b: { d: 1 },
      e: [1, null],
      f: '',
    });
  });
});
