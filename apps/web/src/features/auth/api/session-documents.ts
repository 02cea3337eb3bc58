import { graphql } from '@/shared/graphql/graphql';

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
        code
        message
        success
        data {
          ...SessionUserFields
        }
      }
    }
  `,
  [SessionUserFields],
);

export const LogoutMutation = graphql(`
  mutation logout {
    logout {
      code
      message
      success
    }
  }
`);

/** The envelope every sign-in answers (LoginResponse): password login and the social ones. */
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
