import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** An application as the studio's queue lists it (docs/product/studio.md, decision 0051). */
export const StudioApplicationFields = graphql(`
  fragment StudioApplicationFields on StudioLecturerApplication {
    id
    email
    firstName
    lastName
    arFirstName
    arLastName
    status
    createdAt
    reviewedAt
  }
`);
export type StudioApplication = ResultOf<typeof StudioApplicationFields>;

export const studioLecturerApplicationsQuery = graphql(
  `
  query studioLecturerApplications($paginate: PaginateInput, $status: LecturerStatus, $search: String) {
    studioLecturerApplications(paginate: $paginate, status: $status, search: $search) {
      ...EnvelopeFields
      data {
        items {
          ...StudioApplicationFields
        }
        pageInfo {
          totalPages
          totalCount
        }
      }
    }
  }
`,
  [EnvelopeFields, StudioApplicationFields],
);

export const studioLecturerApplicationQuery = graphql(
  `
  query studioLecturerApplication($applicationId: ID) {
    studioLecturerApplication(applicationId: $applicationId) {
      ...EnvelopeFields
      data {
        application {
          ...StudioApplicationFields
        }
        phone
        fieldOfTraining {
          enName
          arName
        }
        jobTitle {
          enName
          arName
        }
        enBio
        arBio
        rejectionReason
      }
    }
  }
`,
  [EnvelopeFields, StudioApplicationFields],
);
export type StudioApplicationDetail = NonNullable<
  ResultOf<typeof studioLecturerApplicationQuery>['studioLecturerApplication']['data']
>;

export const lecturerApplicationCvLinkMutation = graphql(
  `
  mutation lecturerApplicationCvLink($applicationId: ID) {
    lecturerApplicationCvLink(applicationId: $applicationId) {
      ...EnvelopeFields
      data {
        url
        expiresAt
      }
    }
  }
`,
  [EnvelopeFields],
);

export const verifyLecturerApplicationMutation = graphql(
  `
  mutation verifyLecturerApplication($applicationId: ID) {
    verifyLecturerApplication(applicationId: $applicationId) {
      ...EnvelopeFields
      data {
        ...StudioApplicationFields
      }
    }
  }
`,
  [EnvelopeFields, StudioApplicationFields],
);

export const rejectLecturerApplicationMutation = graphql(
  `
  mutation rejectLecturerApplication($applicationId: ID, $reason: String) {
    rejectLecturerApplication(applicationId: $applicationId, reason: $reason) {
      ...EnvelopeFields
      data {
        ...StudioApplicationFields
      }
    }
  }
`,
  [EnvelopeFields, StudioApplicationFields],
);
