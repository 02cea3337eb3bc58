import { graphql } from '@/shared/graphql/graphql';

export const RegisterMutation = graphql(`
  mutation registerAsUser($input: RegisterAsUserInput!) {
    registerAsUser(input: $input) {
      code
      message
      success
      fieldErrors {
        field
        message
      }
    }
  }
`);

export const SendCodeMutation = graphql(`
  mutation sendEmailVerificationCode($input: SendEmailVerificationCodeInput!) {
    sendEmailVerificationCode(input: $input) {
      code
      message
      success
      fieldErrors {
        field
        message
      }
    }
  }
`);

export const VerifyEmailMutation = graphql(`
  mutation verifyUserVerificationCodeByEmail($input: VerifyUserVerificationCodeByEmailInput!) {
    verifyUserVerificationCodeByEmail(input: $input) {
      code
      message
      success
      fieldErrors {
        field
        message
      }
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation resetPasswordByEmail($input: ResetPasswordByEmailInput!) {
    resetPasswordByEmail(input: $input) {
      code
      message
      success
      fieldErrors {
        field
        message
      }
    }
  }
`);

export const VerifyResetMutation = graphql(`
  mutation verifyPasswordResetVerificationCode($input: VerifyPasswordResetVerificationCodeInput!) {
    verifyPasswordResetVerificationCode(input: $input) {
      code
      message
      success
      fieldErrors {
        field
        message
      }
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation changePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      code
      message
      success
      fieldErrors {
        field
        message
      }
    }
  }
`);
