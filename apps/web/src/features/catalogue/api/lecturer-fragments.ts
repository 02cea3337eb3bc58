import { graphql } from '@/shared/graphql/graphql';

/** What a lecturer card shows. */
export const LecturerCardFields = graphql(`
  fragment LecturerCardFields on Lecturer {
    id
    slug
    fullName
    profilePicture
    coursesCount
    diplomasCount
    jobTitle {
      id
      localizedName
    }
  }
`);
