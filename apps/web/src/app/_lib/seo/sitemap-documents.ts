import { graphql } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

// Only what a sitemap needs: slugs (canonical URLs use them) and the last change.
export const sitemapCoursesQuery = graphql(
  `
  query courses($paginate: PaginateInput) {
    courses(paginate: $paginate) {
      ...EnvelopeFields
      data { items { slug updatedAt } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`,
  [EnvelopeFields],
);

export const sitemapDiplomasQuery = graphql(
  `
  query diplomasSite($paginate: PaginateInput) {
    diplomasSite(paginate: $paginate) {
      ...EnvelopeFields
      data { items { slug updatedAt } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`,
  [EnvelopeFields],
);

export const sitemapLecturersQuery = graphql(
  `
  query lecturers($paginate: PaginateInput) {
    lecturers(paginate: $paginate) {
      ...EnvelopeFields
      data { items { slug } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`,
  [EnvelopeFields],
);

export const sitemapCategoriesQuery = graphql(
  `
  query activeCategories($paginate: PaginateInput) {
    activeCategories(paginate: $paginate) {
      ...EnvelopeFields
      data { items { slug } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`,
  [EnvelopeFields],
);

export const sitemapBlogCategoriesQuery = graphql(
  `
  query activeBlogCategoriesListBoard {
    activeBlogCategoriesListBoard {
      ...EnvelopeFields
      data { items { slug } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`,
  [EnvelopeFields],
);

export const sitemapBlogsQuery = graphql(
  `
  query blogs($paginate: PaginateInput) {
    blogs(paginate: $paginate) {
      ...EnvelopeFields
      data { items { slug updatedAt category { slug } } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`,
  [EnvelopeFields],
);
