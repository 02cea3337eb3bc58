import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** A reported target as the moderation queue shows it (docs/product/studio.md, decision 0054). */
export const ReportGroupFields = graphql(`
  fragment ReportGroupFields on ReportGroup {
    targetType
    targetId
    total
    reasons {
      reason
      count
    }
    lastReportedAt
    outcome
    decidedAt
    target {
      arTitle
      enTitle
      excerpt
      rating
      hiddenAt
      path
      author {
        id
        firstName
        lastName
        arFirstName
        arLastName
        role
        isBlocked
      }
    }
  }
`);
export type ReportGroup = ResultOf<typeof ReportGroupFields>;

export const studioReportGroupsQuery = graphql(
  `
  query studioReportGroups($paginate: PaginateInput, $queue: ReportQueue, $targetType: ReportableTarget) {
    studioReportGroups(paginate: $paginate, queue: $queue, targetType: $targetType) {
      ...EnvelopeFields
      data {
        items {
          ...ReportGroupFields
        }
        pageInfo {
          totalPages
          totalCount
        }
      }
    }
  }
`,
  [EnvelopeFields, ReportGroupFields],
);

const ReportCaseFields = graphql(
  `
  fragment ReportCaseFields on ReportCase {
    group {
      ...ReportGroupFields
    }
    reports {
      id
      reason
      details
      status
      createdAt
      reporter {
        firstName
        lastName
        arFirstName
        arLastName
      }
    }
  }
`,
  [ReportGroupFields],
);
export type ReportCase = ResultOf<typeof ReportCaseFields>;

export const studioReportCaseQuery = graphql(
  `
  query studioReportCase($targetId: ID) {
    studioReportCase(targetId: $targetId) {
      ...EnvelopeFields
      data {
        ...ReportCaseFields
      }
    }
  }
`,
  [EnvelopeFields, ReportCaseFields],
);

export const decideReportsMutation = graphql(
  `
  mutation decideReports($targetId: ID, $action: ModerationAction, $message: String) {
    decideReports(targetId: $targetId, action: $action, message: $message) {
      ...EnvelopeFields
      data {
        ...ReportCaseFields
      }
    }
  }
`,
  [EnvelopeFields, ReportCaseFields],
);

export const restoreReportedContentMutation = graphql(
  `
  mutation restoreReportedContent($targetId: ID) {
    restoreReportedContent(targetId: $targetId) {
      ...EnvelopeFields
      data {
        ...ReportCaseFields
      }
    }
  }
`,
  [EnvelopeFields, ReportCaseFields],
);

export const unblockUserMutation = graphql(
  `
  mutation unblockUser($userId: ID) {
    unblockUser(userId: $userId) {
      ...EnvelopeFields
      data {
        userId
        isBlocked
      }
    }
  }
`,
  [EnvelopeFields],
);

export const revokeCertificateMutation = graphql(
  `
  mutation revokeCertificate($code: String, $reason: String) {
    revokeCertificate(code: $code, reason: $reason) {
      ...EnvelopeFields
      data {
        id
        code
        revokedAt
      }
    }
  }
`,
  [EnvelopeFields],
);
