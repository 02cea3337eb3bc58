import { graphql, type ResultOf } from '@/shared/graphql/graphql';
import { EnvelopeFields } from '@/shared/graphql/envelope-fields';

/** What a result row shows: thumbnail, title and category in the request language, and its link parts. */
export const SearchHitFields = graphql(`
  fragment SearchHitFields on SearchResult {
    id
    type
    slug
    thumbnail
    title
    category {
      slug
      name
    }
  }
`);

export const AllSearchQuery = graphql(
  `
    query allSearch($filter: AllSearchFilterInput) {
      allSearch(filter: $filter) {
        ...EnvelopeFields
        data {
          courses {
            ...SearchHitFields
          }
          workshops {
            ...SearchHitFields
          }
          diplomas {
            ...SearchHitFields
          }
          blogs {
            ...SearchHitFields
          }
        }
      }
    }
  `,
  [EnvelopeFields, SearchHitFields],
);

/** The dialog's category tiles (docs/product/shell.md: up to 4). */
export const ActiveCategoriesQuery = graphql(
  `
  query activeCategories($paginate: PaginateInput) {
    activeCategories(paginate: $paginate) {
      ...EnvelopeFields
      data {
        items {
          id
          slug
          name
          image
        }
      }
    }
  }
`,
  [EnvelopeFields],
);

export type SearchHit = ResultOf<typeof SearchHitFields>;
export type SearchResults = NonNullable<ResultOf<typeof AllSearchQuery>['allSearch']['data']>;
export type CategoryTile = NonNullable<
  ResultOf<typeof ActiveCategoriesQuery>['activeCategories']['data']
>['items'][number];
