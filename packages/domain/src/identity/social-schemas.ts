import { z } from 'zod';
import { codeField, currentPasswordField, nameField } from '../validation/index';
import { languageField, loginDetailsSchema, phoneField } from './schemas';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** 'GOOGLE' (any case); the only provider so far, and the default. */
export const socialProviderField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(['GOOGLE']).default('GOOGLE'),
);

/**
 * Proof of a provider sign-in: the authorisation `code` from the popup (exchanged once, by the
 * status check), or the `idToken` that check hands back for the next step. `nonce` is the value
 * the browser put in the authorisation request; the ID token must carry the same.
 */
const credentialFields = {
  provider: socialProviderField,
  code: z.preprocess(blankToUndefined, z.string().max(2048).optional()),
  idToken: z.preprocess(blankToUndefined, z.string().max(8192).optional()),
  nonce: z.preprocess(blankToUndefined, z.string().max(256).optional()),
};

function requireCredential(value: { code?: string; idToken?: string }, ctx: z.RefinementCtx) {
  if (!value.code && !value.idToken) ctx.addIssue({ code: 'custom', path: ['idToken'], message: 'required' });
}

export const socialCredentialSchema = z.object(credentialFields).superRefine(requireCredential);
export type SocialCredentialInput = z.infer<typeof socialCredentialSchema>;

export const socialLoginInputSchema = z
  .object({ ...credentialFields, loginDetails: loginDetailsSchema.optional() })
  .superRefine(requireCredential);

/** Merge confirms the existing account with its password or a SOCIAL_EMAIL_VERIFICATION code. */
export const socialMergeInputSchema = z
  .object({
    ...credentialFields,
    password: z.preprocess(blankToUndefined, currentPasswordField.optional()),
    verificationCode: z.preprocess(blankToUndefined, codeField.optional()),
    loginDetails: loginDetailsSchema.optional(),
  })
  .superRefine((value, ctx) => {
    requireCredential(value, ctx);
    if (!value.password && !value.verificationCode)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'required' });
  });

/** Names default to the provider's; a provider without them makes first and last name required. */
export const socialRegisterInputSchema = z
  .object({
    ...credentialFields,
    firstName: z.preprocess(blankToUndefined, nameField.optional()),
    lastName: z.preprocess(blankToUndefined, nameField.optional()),
    arFirstName: z.preprocess(blankToUndefined, nameField.optional()),
    arLastName: z.preprocess(blankToUndefined, nameField.optional()),
    phone: z.preprocess(blankToUndefined, phoneField.optional()),
    favLang: z.preprocess(blankToUndefined, languageField.optional()),
    loginDetails: loginDetailsSchema.optional(),
  })
  .superRefine(requireCredential);
