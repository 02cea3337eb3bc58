import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** A person as the studio's users list shows them (docs/product/studio.md, decision 0056). */
export const StudioUserFields = graphql(`
  fragment StudioUserFields on StudioUser {
    id
    email
    phone
    firstName
    lastName
    arFirstName
    arLastName
    role
    isBlocked
    emailVerified
    createdAt
    lastActiveAt
  }
`);
export type StudioUser = ResultOf<typeof StudioUserFields>;

export const studioUsersQuery = graphql(
  `
  query studioUsers($paginate: PaginateInput, $search: String, $role: UserRole, $blocked: Boolean) {
    studioUsers(paginate: $paginate, search: $search, role: $role, blocked: $blocked) {
      ...EnvelopeFields
      data {
        items {
          ...StudioUserFields
        }
        pageInfo {
          totalPages
          totalCount
          totalCountIsLowerBound
        }
      }
    }
  }
`,
  [EnvelopeFields, StudioUserFields],
);

export const studioUserQuery = graphql(
  `
  query studioUser($userId: ID) {
    studioUser(userId: $userId) {
      ...EnvelopeFields
      data {
        user {
          ...StudioUserFields
        }
        enrollments {
          arTitle
          enTitle
          source
          createdAt
        }
        orders {
          reference
          status
          total
          itemArTitle
          itemEnTitle
          createdAt
        }
        certificates {
          code
          arProgramTitle
          enProgramTitle
          issuedAt
          revokedAt
        }
        sessions {
          deviceName
          device
          lastSeenAt
        }
      }
    }
  }
`,
  [EnvelopeFields, StudioUserFields],
);
export type StudioUserDetail = NonNullable<ResultOf<typeof studioUserQuery>['studioUser']['data']>;

export const blockUserMutation = graphql(
  `
  mutation blockUser($userId: ID, $reason: String) {
    blockUser(userId: $userId, reason: $reason) {
      ...EnvelopeFields
      data {
        ...StudioUserFields
      }
    }
  }
`,
  [EnvelopeFields, StudioUserFields],
);

export const changeUserRoleMutation = graphql(
  `
  mutation changeUserRole($userId: ID, $role: UserRole) {
    changeUserRole(userId: $userId, role: $role) {
      ...EnvelopeFields
      data {
        ...StudioUserFields
      }
    }
  }
`,
  [EnvelopeFields, StudioUserFields],
);

export const grantProgramMutation = graphql(
  `
  mutation grantProgram($userId: ID, $programId: ID, $reason: String) {
    grantProgram(userId: $userId, programId: $programId, reason: $reason) {
      ...EnvelopeFields
      data {
        programIds
      }
    }
  }
`,
  [EnvelopeFields],
);

export const resendVerificationMutation = graphql(
  `
  mutation resendVerification($userId: ID) {
    resendVerification(userId: $userId) {
      ...EnvelopeFields
      data
    }
  }
`,
  [EnvelopeFields],
);

export const deleteUserAccountMutation = graphql(
  `
  mutation deleteUserAccount($userId: ID, $reason: String) {
    deleteUserAccount(userId: $userId, reason: $reason) {
      ...EnvelopeFields
      data
    }
  }
`,
  [EnvelopeFields],
);
