import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** A category as the studio lists and edits it (decision 0064). */
const StudioCategoryFields = graphql(`
  fragment StudioCategoryFields on StudioCategory {
    id
    slug
    arName
    enName
    image
    isActive
    sortOrder
    programsCount
    couponsCount
    version
  }
`);
export type StudioCategory = ResultOf<typeof StudioCategoryFields>;

export const studioCategoriesQuery = graphql(
  `
  query studioCategories {
    studioCategories {
      ...EnvelopeFields
      data {
        items {
          ...StudioCategoryFields
        }
        pageInfo {
          totalCount
          totalPages
        }
      }
    }
  }
`,
  [EnvelopeFields, StudioCategoryFields],
);

export const studioCategoryQuery = graphql(
  `
  query studioCategory($categoryId: ID) {
    studioCategory(categoryId: $categoryId) {
      ...EnvelopeFields
      data {
        ...StudioCategoryFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCategoryFields],
);

export const createCategoryMutation = graphql(
  `
  mutation createCategory($input: CategoryInput) {
    createCategory(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCategoryFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCategoryFields],
);

export const updateCategoryMutation = graphql(
  `
  mutation updateCategory($input: UpdateCategoryInput) {
    updateCategory(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioCategoryFields
      }
    }
  }
`,
  [EnvelopeFields, StudioCategoryFields],
);

export const deleteCategoryMutation = graphql(
  `
  mutation deleteCategory($input: DeleteCategoryInput) {
    deleteCategory(input: $input) {
      ...EnvelopeFields
      data {
        id
      }
    }
  }
`,
  [EnvelopeFields],
);
