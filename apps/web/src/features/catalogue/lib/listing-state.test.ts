import { describe, expect, it } from 'vitest';
import { listingConfigs } from './listing-configs';
import { listingRequest } from './listing-request';
import {
  activeFilterCount,
  changeState,
  defaultState,
  parseListingState,
  serializeListingState,
} from './listing-state';

const programs = listingConfigs.programs;
const courses = listingConfigs.courses;
const parse = (query: string, config = programs) => parseListingState(new URLSearchParams(query), config);

describe('parseListingState', () => {
  it('reads every filter, the sort and the page', () => {
    expect(
      parse('category=nutrition&type=workshop&level=BEGINNER&language=en&live=1&min=100&max=900&sort=rating&page=3'),
    ).toEqual({
      category: 'nutrition',
      type: 'workshop',
      level: 'BEGINNER',
      language: 'en',
      live: true,
      min: 100,
      max: 900,
      sort: 'rating',
      page: 3,
    });
  });

  it('gives the default state for an empty query', () => {
    expect(parse('')).toEqual(defaultState(programs));
  });

  it('drops bad values instead of sending them to the API', () => {
    const state = parse(
      'category=<script>&type=diploma&level=EXPERT&language=fr&live=yes&min=-1&max=abc&sort=cheap&page=0',
    );
    expect(state).toEqual(defaultState(programs));
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=99999999').page).toBe(1);
  });

  it('accepts Arabic-Indic digits in prices and page, and a lower-case level', () => {
    expect(parse('min=١٠٠&max=٥٠٠٫٥&page=٢&level=advanced')).toMatchObject({
      min: 100,
      max: 500.5,
      page: 2,
      level: 'ADVANCED',
    });
  });

  it('swaps a reversed price range', () => {
    expect(parse('min=900&max=100')).toMatchObject({ min: 100, max: 900 });
  });

  it('ignores filters the page does not offer', () => {
    expect(parse('type=workshop&live=1', courses)).toMatchObject({ type: null, live: false });
  });

  it('accepts Arabic category slugs', () => {
    expect(parse('category=تغذية').category).toBe('تغذية');
  });
});

describe('serializeListingState', () => {
  it('leaves defaults out', () => {
    expect(serializeListingState(defaultState(programs), programs)).toBe('');
  });

  it('round-trips through the parser in a stable order', () => {
    const query = 'page=2&sort=price-asc&max=800&category=nutrition&live=1';
    const state = parse(query);
    const text = serializeListingState(state, programs);
    expect(text).toBe('category=nutrition&live=1&max=800&sort=price-asc&page=2');
    expect(parse(text)).toEqual(state);
  });
});

describe('changeState', () => {
  it('returns to page 1 when a filter changes, keeps the page when paging', () => {
    const state = { ...defaultState(programs), page: 4 };
    expect(changeState(state, { level: 'ADVANCED' }).page).toBe(1);
    expect(changeState(state, { page: 5 }).page).toBe(5);
  });
});

describe('activeFilterCount', () => {
  it('counts a price range once', () => {
    expect(activeFilterCount({ ...defaultState(programs), min: 1, max: 2, live: true })).toBe(2);
    expect(activeFilterCount(defaultState(programs))).toBe(0);
  });
});

describe('listingRequest', () => {
  it('maps the state to the courses operation', () => {
    expect(
      listingRequest(
        parse('category=nutrition&type=workshop&language=ar&min=0&live=1&sort=price-desc&page=2'),
        programs,
      ),
    ).toEqual({
      source: 'courses',
      variables: {
        filter: { type: 'WORKSHOP', categoryId: 'nutrition', language: 'AR', minPrice: 0, isLiveCourse: true },
        paginate: { page: 2, limit: 12 },
        sort: { field: 'PRICE', order: 'DESC' },
      },
    });
  });

  it('keeps the page type fixed and asks diplomas from diplomasSite', () => {
    expect(listingRequest(defaultState(courses), courses).variables.filter).toEqual({ type: 'COURSE' });
    expect(listingRequest(defaultState(listingConfigs.paths), listingConfigs.paths)).toMatchObject({
      source: 'diplomasSite',
      variables: { filter: {} },
    });
    const learning = listingConfigs.learningPrograms;
    expect(listingRequest(parseListingState(new URLSearchParams('type=diploma'), learning), learning).source).toBe(
      'diplomasSite',
    );
  });
});
