import { graphql } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** The user fields the session keeps (SessionUser) — shared by `me` and login. */
export const SessionUserFields = graphql(`
  fragment SessionUserFields on User {
    id
    email
    firstName
    lastName
    arFullName
    enFullName
    profilePicture
    notificationsCount
    cartItemsCount
    role
  }
`);

export const MeQuery = graphql(
  `
    query me {
      me {
        ...EnvelopeFields
        data {
          ...SessionUserFields
        }
      }
    }
  `,
  [EnvelopeFields, SessionUserFields],
);

export const LogoutMutation = graphql(
  `
  mutation logout {
    logout {
      ...EnvelopeFields
    }
  }
`,
  [EnvelopeFields],
);

/** The envelope every sign-in answers (LoginResponse): password login and the social ones. */
export const SignedInEnvelope = graphql(
  `
    fragment SignedInEnvelope on LoginResponse {
      ...EnvelopeFields
      data {
        expiresAt
        user {
          ...SessionUserFields
        }
      }
    }
  `,
  [EnvelopeFields, SessionUserFields],
);

export const LoginMutation = graphql(
  `
    mutation emailAndPasswordLogin($input: EmailAndPasswordLoginInput!) {
      emailAndPasswordLogin(input: $input) {
        ...SignedInEnvelope
      }
    }
  `,
  [SignedInEnvelope],
);
