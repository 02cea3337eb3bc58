import { graphql } from '@/shared/graphql/graphql';

// Only what a sitemap needs: slugs (canonical URLs use them) and the last change.
export const sitemapCoursesQuery = graphql(`
  query courses($paginate: PaginateInput) {
    courses(paginate: $paginate) {
      code
      message
      success
      data { items { slug updatedAt } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`);

export const sitemapDiplomasQuery = graphql(`
  query diplomasSite($paginate: PaginateInput) {
    diplomasSite(paginate: $paginate) {
      code
      message
      success
      data { items { slug updatedAt } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`);

export const sitemapLecturersQuery = graphql(`
  query lecturers($paginate: PaginateInput) {
    lecturers(paginate: $paginate) {
      code
      message
      success
      data { items { slug } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`);

export const sitemapCategoriesQuery = graphql(`
  query activeCategories($paginate: PaginateInput) {
    activeCategories(paginate: $paginate) {
      code
      message
      success
      data { items { slug } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`);

export const sitemapBlogCategoriesQuery = graphql(`
  query activeBlogCategoriesListBoard {
    activeBlogCategoriesListBoard {
      code
      message
      success
      data { items { slug } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`);

export const sitemapBlogsQuery = graphql(`
  query blogs($paginate: PaginateInput) {
    blogs(paginate: $paginate) {
      code
      message
      success
      data { items { slug updatedAt category { slug } } pageInfo { page limit totalCount totalPages hasNext } }
    }
  }
`);
