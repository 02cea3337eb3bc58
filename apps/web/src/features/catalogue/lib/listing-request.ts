import type { ListingConfig, ListingState, SortKey } from './listing-state';

type SortField = 'CREATED_AT' | 'POPULARITY' | 'PRICE' | 'RATING' | 'TITLE';

const sorts: Record<SortKey, { field: SortField; order: 'ASC' | 'DESC' }> = {
  popular: { field: 'POPULARITY', order: 'DESC' },
  newest: { field: 'CREATED_AT', order: 'DESC' },
  rating: { field: 'RATING', order: 'DESC' },
  'price-asc': { field: 'PRICE', order: 'ASC' },
  'price-desc': { field: 'PRICE', order: 'DESC' },
  title: { field: 'TITLE', order: 'ASC' },
};

export interface ListingVariables {
  filter: {
    type?: 'COURSE' | 'WORKSHOP';
    categoryId?: string;
    level?: ListingState['level'] & string;
    language?: 'AR' | 'EN';
    minPrice?: number;
    maxPrice?: number;
    isLiveCourse?: boolean;
  };
  paginate: { page: number; limit: number };
  sort: { field: SortField; order: 'ASC' | 'DESC' };
}

/** Which operation answers: `courses` (courses and workshops) or `diplomasSite` (diplomas). */
export type ListingSource = 'courses' | 'diplomasSite';

/** The GraphQL operation and variables for a listing state. */
export function listingRequest(
  state: ListingState,
  config: ListingConfig,
): { source: ListingSource; variables: ListingVariables } {
  const type =
    config.fixedType ?? (state.type ? (state.type.toUpperCase() as 'COURSE' | 'WORKSHOP' | 'DIPLOMA') : undefined);
  const filter: ListingVariables['filter'] = {};
  if (type === 'COURSE' || type === 'WORKSHOP') filter.type = type;
  if (state.category) filter.categoryId = state.category;
  if (state.level) filter.level = state.level;
  if (state.language) filter.language = state.language === 'ar' ? 'AR' : 'EN';
  if (state.min !== null) filter.minPrice = state.min;
  if (state.max !== null) filter.maxPrice = state.max;
  if (state.live) filter.isLiveCourse = true;
  return {
    source: type === 'DIPLOMA' ? 'diplomasSite' : 'courses',
    variables: { filter, paginate: { page: state.page, limit: config.pageSize }, sort: sorts[state.sort] },
  };
}
