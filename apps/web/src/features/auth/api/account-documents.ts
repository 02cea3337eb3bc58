import { graphql } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

export const RegisterMutation = graphql(
  `
  mutation registerAsUser($input: RegisterAsUserInput!) {
    registerAsUser(input: $input) {
      ...EnvelopeFields
    }
  }
`,
  [EnvelopeFields],
);

export const SendCodeMutation = graphql(
  `
  mutation sendEmailVerificationCode($input: SendEmailVerificationCodeInput!) {
    sendEmailVerificationCode(input: $input) {
      ...EnvelopeFields
    }
  }
`,
  [EnvelopeFields],
);

export const VerifyEmailMutation = graphql(
  `
  mutation verifyUserVerificationCodeByEmail($input: VerifyUserVerificationCodeByEmailInput!) {
    verifyUserVerificationCodeByEmail(input: $input) {
      ...EnvelopeFields
    }
  }
`,
  [EnvelopeFields],
);

export const ResetPasswordMutation = graphql(
  `
  mutation resetPasswordByEmail($input: ResetPasswordByEmailInput!) {
    resetPasswordByEmail(input: $input) {
      ...EnvelopeFields
    }
  }
`,
  [EnvelopeFields],
);

export const VerifyResetMutation = graphql(
  `
  mutation verifyPasswordResetVerificationCode($input: VerifyPasswordResetVerificationCodeInput!) {
    verifyPasswordResetVerificationCode(input: $input) {
      ...EnvelopeFields
    }
  }
`,
  [EnvelopeFields],
);

export const ChangePasswordMutation = graphql(
  `
  mutation changePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      ...EnvelopeFields
    }
  }
`,
  [EnvelopeFields],
);
