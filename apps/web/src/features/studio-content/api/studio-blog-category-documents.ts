import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** A blog category as the studio lists and edits it (decision 0067). */
const StudioBlogCategoryFields = graphql(`
  fragment StudioBlogCategoryFields on StudioBlogCategory {
    id
    slug
    arName
    enName
    isActive
    sortOrder
    blogsCount
    canBeDeleted
    version
  }
`);
export type StudioBlogCategory = ResultOf<typeof StudioBlogCategoryFields>;

export const studioBlogCategoriesQuery = graphql(
  `
  query studioBlogCategories {
    studioBlogCategories {
      ...EnvelopeFields
      data {
        items {
          ...StudioBlogCategoryFields
        }
        pageInfo {
          totalCount
          totalPages
        }
      }
    }
  }
`,
  [EnvelopeFields, StudioBlogCategoryFields],
);

export const studioBlogCategoryQuery = graphql(
  `
  query studioBlogCategory($blogCategoryId: ID) {
    studioBlogCategory(blogCategoryId: $blogCategoryId) {
      ...EnvelopeFields
      data {
        ...StudioBlogCategoryFields
      }
    }
  }
`,
  [EnvelopeFields, StudioBlogCategoryFields],
);

export const createBlogCategoryMutation = graphql(
  `
  mutation createBlogCategory($input: BlogCategoryInput) {
    createBlogCategory(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioBlogCategoryFields
      }
    }
  }
`,
  [EnvelopeFields, StudioBlogCategoryFields],
);

export const updateBlogCategoryMutation = graphql(
  `
  mutation updateBlogCategory($input: UpdateBlogCategoryInput) {
    updateBlogCategory(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioBlogCategoryFields
      }
    }
  }
`,
  [EnvelopeFields, StudioBlogCategoryFields],
);

export const deleteBlogCategoryMutation = graphql(
  `
  mutation deleteBlogCategory($input: DeleteBlogCategoryInput) {
    deleteBlogCategory(input: $input) {
      ...EnvelopeFields
      data {
        id
      }
    }
  }
`,
  [EnvelopeFields],
);
