import { builder } from '../../builder';
import { LanguageEnum, PlatformEnum, VerificationPurposeEnum } from './enums';

// Every field is optional at the GraphQL level: the domain's zod schemas report missing or
// malformed values as VALIDATION_FAILED with field errors.

export const LoginDetailsInput = builder.inputType('LoginDetailsInput', {
  fields: (t) => ({ deviceName: t.string(), device: t.field({ type: PlatformEnum }), fcmToken: t.string() }),
});

export const EmailAndPasswordLoginInput = builder.inputType('EmailAndPasswordLoginInput', {
  fields: (t) => ({ email: t.string(), password: t.string(), loginDetails: t.field({ type: LoginDetailsInput }) }),
});

export const RegisterAsUserInput = builder.inputType('RegisterAsUserInput', {
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    arFirstName: t.string(),
    arLastName: t.string(),
    email: t.string(),
    password: t.string(),
    phone: t.string(),
    favLang: t.field({ type: LanguageEnum }),
  }),
});

export const SendEmailVerificationCodeInput = builder.inputType('SendEmailVerificationCodeInput', {
  fields: (t) => ({ email: t.string(), purpose: t.field({ type: VerificationPurposeEnum }) }),
});

export const VerifyUserVerificationCodeByEmailInput = builder.inputType('VerifyUserVerificationCodeByEmailInput', {
  fields: (t) => ({ email: t.string(), code: t.string(), purpose: t.field({ type: VerificationPurposeEnum }) }),
});

export const ResetPasswordByEmailInput = builder.inputType('ResetPasswordByEmailInput', {
  fields: (t) => ({ email: t.string() }),
});

export const VerifyPasswordResetVerificationCodeInput = builder.inputType('VerifyPasswordResetVerificationCodeInput', {
  fields: (t) => ({ email: t.string(), code: t.string(), newPassword: t.string() }),
});
