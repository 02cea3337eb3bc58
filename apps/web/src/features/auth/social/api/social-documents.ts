import { graphql } from '@/shared/graphql/graphql';
import { SignedInEnvelope } from '../../api/session-documents';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

export const SocialSignInProvidersQuery = graphql(
  `
  query socialSignInProviders {
    socialSignInProviders {
      ...EnvelopeFields
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
`,
  [EnvelopeFields],
);

export const CheckSocialProviderStatusMutation = graphql(
  `
  mutation checkSocialProviderStatus($input: CheckSocialProviderStatusInput!) {
    checkSocialProviderStatus(input: $input) {
      ...EnvelopeFields
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
`,
  [EnvelopeFields],
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
