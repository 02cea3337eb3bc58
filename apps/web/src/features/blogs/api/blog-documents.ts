import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** What a blog card shows; shared by every list. */
export const blogCardFields = graphql(`
  fragment BlogCardFields on Blog {
    id
    slug
    title
    thumbnail
    altText
    publishedAt
    createdAt
    viewsCount
    category { slug name }
    lecturer { user { fullName } }
  }
`);

export type BlogCardData = ResultOf<typeof blogCardFields>;

export const blogsQuery = graphql(
  `
    query blogs($filter: BlogsFilterInput, $paginate: PaginateInput, $sort: BlogsSortInput) {
      blogs(filter: $filter, paginate: $paginate, sort: $sort) {
        ...EnvelopeFields
        data {
          items { ...BlogCardFields }
          pageInfo { page limit totalCount totalPages hasNext }
        }
      }
    }
  `,
  [EnvelopeFields, blogCardFields],
);

export const blogCategoriesBoardQuery = graphql(
  `
  query activeBlogCategoriesListBoard {
    activeBlogCategoriesListBoard {
      ...EnvelopeFields
      data {
        items { id slug name blogsCount }
      }
    }
  }
`,
  [EnvelopeFields],
);

export type BlogCategoryData = NonNullable<
  ResultOf<typeof blogCategoriesBoardQuery>['activeBlogCategoriesListBoard']['data']
>['items'][number];

/** The article as the server renders it (counts one view per render; see the page). */
export const blogQuery = graphql(
  `
  query blog($slug: String, $blogId: String) {
    blog(slug: $slug, blogId: $blogId) {
      ...EnvelopeFields
      data {
        id
        slug
        title
        summary
        seoTitle
        seoDescription
        localizedContent
        thumbnail
        altText
        publishedAt
        createdAt
        updatedAt
        viewsCount
        likesCount
        tags
        category { id slug name }
        lecturer { slug bio user { fullName profilePicture } }
      }
    }
  }
`,
  [EnvelopeFields],
);

export type BlogData = NonNullable<ResultOf<typeof blogQuery>['blog']['data']>;

/** Browser side: counts the view and reads what differs per viewer or over time. */
export const blogStatsQuery = graphql(
  `
  query blog($blogId: String) {
    blog(blogId: $blogId) {
      ...EnvelopeFields
      data { id viewsCount likesCount liked }
    }
  }
`,
  [EnvelopeFields],
);

export const toggleBlogLikeMutation = graphql(
  `
  mutation toggleBlogLike($blogIds: [ID!], $increment: Boolean) {
    toggleBlogLike(blogIds: $blogIds, increment: $increment) {
      ...EnvelopeFields
      data { items { blogId liked likesCount } }
    }
  }
`,
  [EnvelopeFields],
);
