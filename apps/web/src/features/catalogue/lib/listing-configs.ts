import type { ListingConfig } from './listing-state';

export type ListingKey = 'courses' | 'programs' | 'learningPrograms' | 'liveWorkshops' | 'paths';

/** 12 cards: three rows of four on a wide screen, two rows of six on a tablet. */
export const LISTING_PAGE_SIZE = 12;

const common = { defaultSort: 'popular', pageSize: LISTING_PAGE_SIZE } as const;

/**
 * What each catalogue lists (docs/product/shell.md names the routes, not their content): /courses recorded
 * courses, /live-workshops live workshops, /programs courses and workshops together, /learning-
 * programs every kind including diplomas (through the type filter), /paths diplomas.
 */
export const listingConfigs: Record<ListingKey, ListingConfig> = {
  courses: { ...common, fixedType: 'COURSE', filters: ['category', 'level', 'language', 'price'] },
  liveWorkshops: { ...common, fixedType: 'WORKSHOP', filters: ['category', 'level', 'language', 'price'] },
  programs: {
    ...common,
    filters: ['category', 'type', 'level', 'language', 'price', 'live'],
    types: ['course', 'workshop'],
  },
  learningPrograms: {
    ...common,
    filters: ['category', 'type', 'level', 'language', 'price', 'live'],
    types: ['course', 'workshop', 'diploma'],
  },
  paths: { ...common, fixedType: 'DIPLOMA', filters: ['category', 'level', 'language', 'price'] },
};

export const listingPaths: Record<ListingKey, string> = {
  courses: '/courses',
  programs: '/programs',
  learningPrograms: '/learning-programs',
  liveWorkshops: '/live-workshops',
  paths: '/paths',
};
