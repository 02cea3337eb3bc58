import { SessionUserFields } from '@/features/auth/api/session-documents';
import { graphql } from '@/shared/graphql/graphql';

/** The signed-in user with what the settings page edits (plus the session fields, to refresh the header). */
export const AccountFields = graphql(
  `
    fragment AccountFields on User {
      ...SessionUserFields
      unverifiedEmail
      phone
      arFirstName
      arLastName
    }
  `,
  [SessionUserFields],
);

export const AccountQuery = graphql(
  `
    query me {
      me {
        code
        message
        success
        data {
          ...AccountFields
        }
      }
    }
  `,
  [AccountFields],
);

export const UpdateUserProfileMutation = graphql(
  `
    mutation updateUserProfile($input: UpdateUserProfileInput!) {
      updateUserProfile(input: $input) {
        code
        message
        success
        fieldErrors {
          field
          message
        }
        data {
          ...AccountFields
        }
      }
    }
  `,
  [AccountFields],
);

export const ChangeEmailMutation = graphql(
  `
    mutation changeEmail($input: ChangeEmailInput!) {
      changeEmail(input: $input) {
        code
        message
        success
        fieldErrors {
          field
          message
        }
        data {
          ...AccountFields
        }
      }
    }
  `,
  [AccountFields],
);

export const UpdatePhoneMutation = graphql(
  `
    mutation updatePhone($input: UpdatePhoneInput!) {
      updatePhone(input: $input) {
        code
        message
        success
        fieldErrors {
          field
          message
        }
        data {
          ...AccountFields
        }
      }
    }
  `,
  [AccountFields],
);

export const UpdateProfilePictureMutation = graphql(
  `
    mutation updateProfilePicture($input: UpdateProfilePictureInput!) {
      updateProfilePicture(input: $input) {
        code
        message
        success
        fieldErrors {
          field
          message
        }
        data {
          ...AccountFields
        }
      }
    }
  `,
  [AccountFields],
);

export const DeleteProfilePictureMutation = graphql(
  `
    mutation deleteProfilePicture {
      deleteProfilePicture {
        code
        message
        success
        data {
          ...AccountFields
        }
      }
    }
  `,
  [AccountFields],
);
