import { SessionUserFields } from '@/features/auth/api/session-documents';
import { graphql } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** The signed-in user with what the settings page edits (plus the session fields, to refresh the header). */
export const AccountFields = graphql(
  `
    fragment AccountFields on User {
      ...SessionUserFields
      unverifiedEmail
      phone
      arFirstName
      arLastName
      hasPassword
    }
  `,
  [SessionUserFields],
);

export const AccountQuery = graphql(
  `
    query me {
      me {
        ...EnvelopeFields
        data {
          ...AccountFields
        }
      }
    }
  `,
  [EnvelopeFields, AccountFields],
);

export const UpdateUserProfileMutation = graphql(
  `
    mutation updateUserProfile($input: UpdateUserProfileInput!) {
      updateUserProfile(input: $input) {
        ...EnvelopeFields
        data {
          ...AccountFields
        }
      }
    }
  `,
  [EnvelopeFields, AccountFields],
);

export const ChangeEmailMutation = graphql(
  `
    mutation changeEmail($input: ChangeEmailInput!) {
      changeEmail(input: $input) {
        ...EnvelopeFields
        data {
          ...AccountFields
        }
      }
    }
  `,
  [EnvelopeFields, AccountFields],
);

export const UpdatePhoneMutation = graphql(
  `
    mutation updatePhone($input: UpdatePhoneInput!) {
      updatePhone(input: $input) {
        ...EnvelopeFields
        data {
          ...AccountFields
        }
      }
    }
  `,
  [EnvelopeFields, AccountFields],
);

export const UpdateProfilePictureMutation = graphql(
  `
    mutation updateProfilePicture($input: UpdateProfilePictureInput!) {
      updateProfilePicture(input: $input) {
        ...EnvelopeFields
        data {
          ...AccountFields
        }
      }
    }
  `,
  [EnvelopeFields, AccountFields],
);

export const DeleteProfilePictureMutation = graphql(
  `
    mutation deleteProfilePicture {
      deleteProfilePicture {
        ...EnvelopeFields
        data {
          ...AccountFields
        }
      }
    }
  `,
  [EnvelopeFields, AccountFields],
);

export const ExportMyDataQuery = graphql(
  `
    query exportMyData {
      exportMyData {
        ...EnvelopeFields
        data
      }
    }
  `,
  [EnvelopeFields],
);

export const DeleteMyAccountMutation = graphql(
  `
    mutation deleteMyAccount($input: DeleteMyAccountInput) {
      deleteMyAccount(input: $input) {
        ...EnvelopeFields
        data
      }
    }
  `,
  [EnvelopeFields],
);

/** The six e-mail switches (decision 0058). */
export const EmailPreferencesFields = graphql(`
  fragment EmailPreferencesFields on EmailPreferences {
    purchaseReceipt
    refund
    liveSessionReminder
    certificateIssued
    commentReply
    applicationDecision
  }
`);

export const MyEmailPreferencesQuery = graphql(
  `
    query myEmailPreferences {
      myEmailPreferences {
        ...EnvelopeFields
        data {
          ...EmailPreferencesFields
        }
      }
    }
  `,
  [EnvelopeFields, EmailPreferencesFields],
);

export const UpdateEmailPreferencesMutation = graphql(
  `
    mutation updateEmailPreferences($input: UpdateEmailPreferencesInput) {
      updateEmailPreferences(input: $input) {
        ...EnvelopeFields
        data {
          ...EmailPreferencesFields
        }
      }
    }
  `,
  [EnvelopeFields, EmailPreferencesFields],
);

/** What an unsubscribe link would switch off; reading it changes nothing. */
export const UnsubscribeLinkQuery = graphql(
  `
    query unsubscribeLink($token: String!) {
      unsubscribeLink(token: $token) {
        ...EnvelopeFields
        data {
          event
        }
      }
    }
  `,
  [EnvelopeFields],
);

/** Whether the learner left themselves out of the analytics (decision 0059). */
export const MyAnalyticsOptOutQuery = graphql(
  `
    query myAnalyticsOptOut {
      myAnalyticsOptOut {
        ...EnvelopeFields
        data {
          optedOut
        }
      }
    }
  `,
  [EnvelopeFields],
);

export const SetAnalyticsOptOutMutation = graphql(
  `
    mutation setAnalyticsOptOut($optedOut: Boolean) {
      setAnalyticsOptOut(optedOut: $optedOut) {
        ...EnvelopeFields
        data {
          optedOut
        }
      }
    }
  `,
  [EnvelopeFields],
);

/** The viewer's WhatsApp channel (decision 0068). */
export const WhatsAppSettingsFields = graphql(`
  fragment WhatsAppSettingsFields on WhatsAppSettings {
    available
    phone
    phoneVerified
    codeDelivery
    events {
      purchaseReceipt
      refund
      liveSessionReminder
      certificateIssued
    }
  }
`);

export const MyWhatsAppSettingsQuery = graphql(
  `
    query myWhatsAppSettings {
      myWhatsAppSettings {
        ...EnvelopeFields
        data {
          ...WhatsAppSettingsFields
        }
      }
    }
  `,
  [EnvelopeFields, WhatsAppSettingsFields],
);

export const RequestPhoneVerificationMutation = graphql(
  `
    mutation requestPhoneVerification {
      requestPhoneVerification {
        ...EnvelopeFields
        data {
          phone
          expiresInMinutes
        }
      }
    }
  `,
  [EnvelopeFields],
);

export const VerifyPhoneMutation = graphql(
  `
    mutation verifyPhone($input: VerifyPhoneInput) {
      verifyPhone(input: $input) {
        ...EnvelopeFields
        data {
          ...WhatsAppSettingsFields
        }
      }
    }
  `,
  [EnvelopeFields, WhatsAppSettingsFields],
);

export const UpdateWhatsAppPreferencesMutation = graphql(
  `
    mutation updateWhatsAppPreferences($input: UpdateWhatsAppPreferencesInput) {
      updateWhatsAppPreferences(input: $input) {
        ...EnvelopeFields
        data {
          ...WhatsAppSettingsFields
        }
      }
    }
  `,
  [EnvelopeFields, WhatsAppSettingsFields],
);
