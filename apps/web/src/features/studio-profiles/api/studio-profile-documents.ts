import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** A lecturer's public profile as the studio edits it (decision 0064). */
const StudioProfileFields = graphql(`
  fragment StudioProfileFields on Lecturer {
    id
    slug
    fullName
    arBio
    enBio
    profilePicture
    version
    jobTitle {
      id
    }
    socialLinks {
      website
      linkedin
      x
      facebook
      youtube
    }
  }
`);
export type StudioProfile = ResultOf<typeof StudioProfileFields>;

export const studioLecturerProfileQuery = graphql(
  `
  query studioLecturerProfile($lecturerId: ID) {
    studioLecturerProfile(lecturerId: $lecturerId) {
      ...EnvelopeFields
      data {
        ...StudioProfileFields
      }
    }
  }
`,
  [EnvelopeFields, StudioProfileFields],
);

export const updateLecturerProfileMutation = graphql(
  `
  mutation updateLecturerProfile($input: UpdateLecturerProfileInput) {
    updateLecturerProfile(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioProfileFields
      }
    }
  }
`,
  [EnvelopeFields, StudioProfileFields],
);
