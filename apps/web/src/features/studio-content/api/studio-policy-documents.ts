import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** A policy page as the studio edits it (decision 0067). */
const StudioPolicyFields = graphql(`
  fragment StudioPolicyFields on StudioPolicy {
    id
    kind
    arTitle
    enTitle
    contentAr
    contentEn
    version
  }
`);
export type StudioPolicy = ResultOf<typeof StudioPolicyFields>;

export const studioPoliciesQuery = graphql(
  `
  query studioPolicies {
    studioPolicies {
      ...EnvelopeFields
      data {
        items {
          ...StudioPolicyFields
        }
        pageInfo {
          totalCount
          totalPages
        }
      }
    }
  }
`,
  [EnvelopeFields, StudioPolicyFields],
);

export const updatePolicyMutation = graphql(
  `
  mutation updatePolicy($input: UpdatePolicyInput) {
    updatePolicy(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioPolicyFields
      }
    }
  }
`,
  [EnvelopeFields, StudioPolicyFields],
);
