import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** What the editor reads and writes of a program (decision 0028). */
export const StudioProgramFields = graphql(`
  fragment StudioProgramFields on StudioProgram {
    id
    version
    type
    publicationStatus
    slug
    code
    title
    arTitle
    enTitle
    arSummary
    enSummary
    arAbout
    enAbout
    arOutcomes
    enOutcomes
    arRequirements
    enRequirements
    arAudience
    enAudience
    arSeoTitle
    enSeoTitle
    arSeoDescription
    enSeoDescription
    thumbnail
    promoVideo
    categoryId
    lecturerId
    coLecturerIds
    level
    language
    learningTime
    learningTimeUnit
    originalPrice
    priceAfterDiscount
    discountStartsAt
    discountEndsAt
    hasCertificate
    reviewComment
    scheduledAt
    publishedAt
    updatedAt
  }
`);
export type StudioProgram = ResultOf<typeof StudioProgramFields>;

export const studioProgramsQuery = graphql(
  `
  query studioPrograms($paginate: PaginateInput, $status: PublicationStatus, $search: String) {
    studioPrograms(paginate: $paginate, status: $status, search: $search) {
      ...EnvelopeFields
      data {
        items {
          id
          title
          type
          publicationStatus
          slug
          updatedAt
        }
        pageInfo {
          page
          totalPages
          totalCount
          totalCountIsLowerBound
        }
      }
    }
  }
`,
  [EnvelopeFields],
);

export const studioProgramQuery = graphql(
  `
  query studioProgram($programId: ID) {
    studioProgram(programId: $programId) {
      ...EnvelopeFields
      data {
        program {
          ...StudioProgramFields
        }
        missingForPublish {
          field
          message
        }
      }
    }
  }
`,
  [EnvelopeFields, StudioProgramFields],
);

export const createProgramMutation = graphql(
  `
  mutation createProgram($input: CreateProgramInput) {
    createProgram(input: $input) {
      ...EnvelopeFields
      data {
        id
      }
    }
  }
`,
  [EnvelopeFields],
);

export const updateProgramMutation = graphql(
  `
  mutation updateProgram($input: UpdateProgramInput) {
    updateProgram(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioProgramFields
      }
    }
  }
`,
  [EnvelopeFields, StudioProgramFields],
);

export const submitProgramForReviewMutation = graphql(
  `
  mutation submitProgramForReview($input: ProgramTransitionInput) {
    submitProgramForReview(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioProgramFields
      }
    }
  }
`,
  [EnvelopeFields, StudioProgramFields],
);

export const returnProgramToDraftMutation = graphql(
  `
  mutation returnProgramToDraft($input: ProgramTransitionInput) {
    returnProgramToDraft(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioProgramFields
      }
    }
  }
`,
  [EnvelopeFields, StudioProgramFields],
);

export const unpublishProgramMutation = graphql(
  `
  mutation unpublishProgram($input: ProgramTransitionInput) {
    unpublishProgram(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioProgramFields
      }
    }
  }
`,
  [EnvelopeFields, StudioProgramFields],
);

export const archiveProgramMutation = graphql(
  `
  mutation archiveProgram($input: ProgramTransitionInput) {
    archiveProgram(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioProgramFields
      }
    }
  }
`,
  [EnvelopeFields, StudioProgramFields],
);

export const publishProgramMutation = graphql(
  `
  mutation publishProgram($input: PublishProgramInput) {
    publishProgram(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioProgramFields
      }
    }
  }
`,
  [EnvelopeFields, StudioProgramFields],
);

export const auditEntriesQuery = graphql(
  `
  query auditEntries($paginate: PaginateInput, $entityType: String, $entityId: ID) {
    auditEntries(paginate: $paginate, entityType: $entityType, entityId: $entityId) {
      ...EnvelopeFields
      data {
        items {
          id
          action
          actorName
          comment
          createdAt
          entityType
          entityId
          changes {
            field
            before
            after
          }
        }
        pageInfo {
          page
          totalPages
          totalCount
        }
      }
    }
  }
`,
  [EnvelopeFields],
);

export const exportProgramQuery = graphql(
  `
  query exportProgram($programId: ID) {
    exportProgram(programId: $programId) {
      ...EnvelopeFields
      data {
        fileName
        yaml
      }
    }
  }
`,
  [EnvelopeFields],
);

export const createProgramPreviewLinkMutation = graphql(
  `
  mutation createProgramPreviewLink($programId: ID) {
    createProgramPreviewLink(programId: $programId) {
      ...EnvelopeFields
      data {
        path
        expiresAt
      }
    }
  }
`,
  [EnvelopeFields],
);
