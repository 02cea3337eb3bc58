import { graphql } from '@/shared/graphql/graphql';
import { SessionUserFields } from '../../api/session-documents';

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

/** The envelope socialLogin, socialMerge and socialRegister share (LoginResponse). */
export const SignedInEnvelope = graphql(
  `
    fragment SignedInEnvelope on LoginResponse {
      code
      message
      success
      fieldErrors {
        field
        message
      }
      data {
        expiresAt
        user {
          ...SessionUserFields
        }
      }
    }
  `,
  [SessionUserFields],
);

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
