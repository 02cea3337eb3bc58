import { builder } from '../../builder';
import { LanguageEnum } from './enums';
import { LoginDetailsInput } from './inputs';

// The social operations' inputs (decision 0017). Every field is optional here: the domain's zod
// schemas report what is missing as VALIDATION_FAILED with field errors.

type FieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

/** Proof of the provider sign-in: the popup's authorisation code, or the ID token the status check returned. */
const credentialFields = (t: FieldBuilder) => ({
  provider: t.string({ description: "'GOOGLE' (default)" }),
  code: t.string({ description: 'The authorisation code from the provider popup (single use)' }),
  idToken: t.string({ description: 'The ID token returned by checkSocialProviderStatus' }),
  nonce: t.string({ description: 'The nonce sent in the authorisation request; the ID token must carry it' }),
});

export const CheckSocialProviderStatusInput = builder.inputType('CheckSocialProviderStatusInput', {
  fields: (t) => credentialFields(t),
});

export const SocialLoginInput = builder.inputType('SocialLoginInput', {
  fields: (t) => ({ ...credentialFields(t), loginDetails: t.field({ type: LoginDetailsInput }) }),
});

export const SocialMergeInput = builder.inputType('SocialMergeInput', {
  fields: (t) => ({
    ...credentialFields(t),
    password: t.string({ description: "The existing account's password" }),
    verificationCode: t.string({
      description: 'Or a SOCIAL_EMAIL_VERIFICATION code mailed to the account (sendEmailVerificationCode)',
    }),
    loginDetails: t.field({ type: LoginDetailsInput }),
  }),
});

export const SocialRegisterInput = builder.inputType('SocialRegisterInput', {
  fields: (t) => ({
    ...credentialFields(t),
    firstName: t.string({ description: "Defaults to the provider's given name" }),
    lastName: t.string({ description: "Defaults to the provider's family name" }),
    arFirstName: t.string(),
    arLastName: t.string(),
    phone: t.string(),
    favLang: t.field({ type: LanguageEnum }),
    loginDetails: t.field({ type: LoginDetailsInput }),
  }),
});
