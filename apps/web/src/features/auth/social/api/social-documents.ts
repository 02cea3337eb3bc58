import { graphql } from '@/shared/graphql/graphql';
import { SignedInEnvelope } from '../../api/session-documents';

export const SocialSignInProvidersQuery = graphql(`
  query socialSignInProviders {
    socialSignInProviders {
      success
      data {
        providers {
          provider
          clientId
          authorizationEndpoint
          redirectUri
          scope
        }
      }
    }
  }
`);

export const CheckSocialProviderStatusMutation = graphql(`
  mutation checkSocialProviderStatus($input: CheckSocialProviderStatusInput!) {
    checkSocialProviderStatus(input: $input) {
      code
      message
      success
      fieldErrors {
        field
        message
      }
      data {
        actionRequired
        idToken
        email
        firstName
        lastName
        hasPassword
      }
    }
  }
`);

export const SocialLoginMutation = graphql(
  `
    mutation socialLogin($input: SocialLoginInput!) {
      socialLogin(input: $input) {
        ...SignedInEnvelope
      }
    }
  `,
  [SignedInEnvelope],
);

export const SocialMergeMutation = graphql(
  `
    mutation socialMerge($input: SocialMergeInput!) {
      socialMerge(input: $input) {
        ...SignedInEnvelope
      }
    }
  `,
  [SignedInEnvelope],
);

export const SocialRegisterMutation = graphql(
  `
    mutation socialRegister($input: SocialRegisterInput!) {
      socialRegister(input: $input) {
        ...SignedInEnvelope
      }
    }
  `,
  [SignedInEnvelope],
);
