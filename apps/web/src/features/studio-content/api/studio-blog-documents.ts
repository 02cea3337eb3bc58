import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** A post as the studio lists and edits it (decision 0067). */
const StudioBlogFields = graphql(`
  fragment StudioBlogFields on StudioBlog {
    id
    slug
    arTitle
    enTitle
    arSummary
    enSummary
    arContent
    enContent
    arSeoTitle
    enSeoTitle
    arSeoDescription
    enSeoDescription
    thumbnail
    altText
    categoryId
    lecturerId
    arTags
    enTags
    status
    reviewComment
    scheduledAt
    publishedAt
    version
    updatedAt
  }
`);
export type StudioBlog = ResultOf<typeof StudioBlogFields>;

export const studioBlogsQuery = graphql(
  `
  query studioBlogs($paginate: PaginateInput, $status: StudioBlogStatus, $search: String) {
    studioBlogs(paginate: $paginate, status: $status, search: $search) {
      ...EnvelopeFields
      data {
        items {
          id
          slug
          arTitle
          enTitle
          status
          updatedAt
        }
        pageInfo {
          page
          limit
          totalCount
          totalCountIsLowerBound
          totalPages
          hasNext
        }
      }
    }
  }
`,
  [EnvelopeFields],
);
export type StudioBlogRow = NonNullable<ResultOf<typeof studioBlogsQuery>['studioBlogs']['data']>['items'][number];

export const studioBlogQuery = graphql(
  `
  query studioBlog($blogId: ID) {
    studioBlog(blogId: $blogId) {
      ...EnvelopeFields
      data {
        ...StudioBlogFields
      }
    }
  }
`,
  [EnvelopeFields, StudioBlogFields],
);

export const createBlogMutation = graphql(
  `
  mutation createBlog($input: BlogInput) {
    createBlog(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioBlogFields
      }
    }
  }
`,
  [EnvelopeFields, StudioBlogFields],
);

export const updateBlogMutation = graphql(
  `
  mutation updateBlog($input: UpdateBlogInput) {
    updateBlog(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioBlogFields
      }
    }
  }
`,
  [EnvelopeFields, StudioBlogFields],
);

export const publishBlogMutation = graphql(
  `
  mutation publishBlog($input: PublishBlogInput) {
    publishBlog(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioBlogFields
      }
    }
  }
`,
  [EnvelopeFields, StudioBlogFields],
);

export const submitBlogForReviewMutation = graphql(
  `
  mutation submitBlogForReview($input: BlogTransitionInput) {
    submitBlogForReview(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioBlogFields
      }
    }
  }
`,
  [EnvelopeFields, StudioBlogFields],
);

export const returnBlogToDraftMutation = graphql(
  `
  mutation returnBlogToDraft($input: BlogTransitionInput) {
    returnBlogToDraft(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioBlogFields
      }
    }
  }
`,
  [EnvelopeFields, StudioBlogFields],
);

export const unpublishBlogMutation = graphql(
  `
  mutation unpublishBlog($input: BlogTransitionInput) {
    unpublishBlog(input: $input) {
      ...EnvelopeFields
      data {
        ...StudioBlogFields
      }
    }
  }
`,
  [EnvelopeFields, StudioBlogFields],
);
