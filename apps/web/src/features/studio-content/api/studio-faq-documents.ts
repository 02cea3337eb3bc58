import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** A question as the studio lists and edits it (decision 0067). */
const StudioFaqFields = graphql(`
  fragment StudioFaqFields on StudioFaq {
    id
    audience
    arQuestion
    enQuestion
    arAnswer
    enAnswer
    isShown
    sortOrder
    version
  }
`);
export type StudioFaq = ResultOf<typeof StudioFaqFields>;

export const studioFaqsQuery = graphql(
  `
  query studioFaqs($audience: FaqAudience!) {
    studioFaqs(audience: $audience) {
      ...EnvelopeFields
      data {
        items {
          ...StudioFaqFields
        }
        pageInfo {
          totalCount
          totalPages
        }
      }
    }
  }
`,
  [EnvelopeFields, StudioFaqFields],
);

export const createFaqMutation = graphql(
  `
  mutation createFaq($input: FaqInput) {
    createFaq(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioFaqFields
      }
    }
  }
`,
  [EnvelopeFields, StudioFaqFields],
);

export const updateFaqMutation = graphql(
  `
  mutation updateFaq($input: UpdateFaqInput) {
    updateFaq(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioFaqFields
      }
    }
  }
`,
  [EnvelopeFields, StudioFaqFields],
);

export const deleteFaqMutation = graphql(
  `
  mutation deleteFaq($input: DeleteFaqInput) {
    deleteFaq(input: $input) {
      ...EnvelopeFields
      data {
        id
      }
    }
  }
`,
  [EnvelopeFields],
);

export const reorderFaqsMutation = graphql(
  `
  mutation reorderFaqs($input: ReorderFaqsInput) {
    reorderFaqs(input: $input) {
      ...EnvelopeFields
      data {
        items {
          ...StudioFaqFields
        }
      }
    }
  }
`,
  [EnvelopeFields, StudioFaqFields],
);
