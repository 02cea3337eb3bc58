import { graphql } from '@/shared/graphql/graphql';
import { ProgramCardFields } from './card-fragments';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

export const CoursesQuery = graphql(
  `
    query courses($filter: LearningProgramFilterInput, $paginate: PaginateInput, $sort: LearningProgramSortInput) {
      courses(filter: $filter, paginate: $paginate, sort: $sort) {
        ...EnvelopeFields
        data {
          items {
            ...ProgramCardFields
          }
          pageInfo {
            page
            limit
            totalCount
            totalPages
            hasNext
          }
        }
      }
    }
  `,
  [EnvelopeFields, ProgramCardFields],
);

export const DiplomasSiteQuery = graphql(
  `
    query diplomasSite($filter: LearningProgramFilterInput, $paginate: PaginateInput, $sort: LearningProgramSortInput) {
      diplomasSite(filter: $filter, paginate: $paginate, sort: $sort) {
        ...EnvelopeFields
        data {
          items {
            ...ProgramCardFields
          }
          pageInfo {
            page
            limit
            totalCount
            totalPages
            hasNext
          }
        }
      }
    }
  `,
  [EnvelopeFields, ProgramCardFields],
);

/** Categories for the filter (every active one, oldest first; cached by the API). */
export const CategoriesQuery = graphql(
  `
  query categories($filter: CategoriesFilterInput) {
    categories(filter: $filter) {
      ...EnvelopeFields
      data {
        items {
          id
          slug
          name
        }
      }
    }
  }
`,
  [EnvelopeFields],
);
