import { normalizeDigits } from '@manara/i18n';
import { parsePriceInput } from './price-input';

export const levels = [
  'BEGINNER',
  'BEGINNER_INTERMEDIATE',
  'INTERMEDIATE',
  'INTERMEDIATE_ADVANCED',
  'ADVANCED',
  'BEGINNER_ADVANCED',
] as const;
export type Level = (typeof levels)[number];
export const languages = ['ar', 'en'] as const;
export type ProgramLanguage = (typeof languages)[number];
export const typeKeys = ['course', 'workshop', 'diploma'] as const;
export type TypeKey = (typeof typeKeys)[number];
export const sortKeys = ['popular', 'newest', 'rating', 'price-asc', 'price-desc', 'title'] as const;
export type SortKey = (typeof sortKeys)[number];
export type FilterName = 'category' | 'type' | 'level' | 'language' | 'price' | 'live';

/** What a catalogue page lists and which filters it offers (the page decides; the URL cannot widen it). */
export interface ListingConfig {
  /** Always applied: /courses lists courses, /live-workshops workshops, /paths diplomas. */
  fixedType?: 'COURSE' | 'WORKSHOP' | 'DIPLOMA';
  filters: readonly FilterName[];
  /** Choices of the type filter, when the page offers it. */
  types?: readonly TypeKey[];
  defaultSort: SortKey;
  pageSize: number;
}

/** The listing's state as the URL query carries it (docs/product/catalogue.md: filters, sort and page live in the URL). */
export interface ListingState {
  category: string | null;
  type: TypeKey | null;
  level: Level | null;
  language: ProgramLanguage | null;
  min: number | null;
  max: number | null;
  live: boolean;
  sort: SortKey;
  page: number;
}

/** Deeper pages than the API allows are read as page 1. */
const MAX_PAGE = 10_000;
const slugShape = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,119}$/u;

interface QueryReader {
  get(name: string): string | null;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : null;

function parsePage(value: string | null): number {
  if (!value) return 1;
  const text = normalizeDigits(value.trim());
  if (!/^\d{1,5}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function defaultState(config: ListingConfig): ListingState {
  return {
    category: null,
    type: null,
    level: null,
    language: null,
    min: null,
    max: null,
    live: false,
    sort: config.defaultSort,
    page: 1,
  };
}

/**
 * Reads the listing state from a URL query. Unknown or malformed values are dropped (never sent to
 * the API), filters the page does not offer are ignored, and a reversed price range is swapped.
 */
export function parseListingState(query: QueryReader, config: ListingConfig): ListingState {
  const offers = (name: FilterName) => config.filters.includes(name);
  const state = defaultState(config);
  const category = query.get('category')?.trim() ?? null;
  if (offers('category') && category && slugShape.test(category)) state.category = category;
  if (offers('type')) state.type = oneOf(config.types ?? [], query.get('type'));
  if (offers('level')) state.level = oneOf(levels, query.get('level')?.toUpperCase() ?? null);
  if (offers('language')) state.language = oneOf(languages, query.get('language')?.toLowerCase() ?? null);
  if (offers('live')) state.live = query.get('live') === '1';
  if (offers('price')) {
    const min = parsePriceInput(query.get('min'));
    const max = parsePriceInput(query.get('max'));
    [state.min, state.max] = min !== null && max !== null && min > max ? [max, min] : [min, max];
  }
  state.sort = oneOf(sortKeys, query.get('sort')) ?? config.defaultSort;
  state.page = parsePage(query.get('page'));
  return state;
}

/** The URL query of a state, defaults left out, in a fixed order (so equal states give equal URLs). */
export function serializeListingState(state: ListingState, config: ListingConfig): string {
  const query = new URLSearchParams();
  if (state.category) query.set('category', state.category);
  if (state.type) query.set('type', state.type);
  if (state.level) query.set('level', state.level);
  if (state.language) query.set('language', state.language);
  if (state.live) query.set('live', '1');
  if (state.min !== null) query.set('min', String(state.min));
  if (state.max !== null) query.set('max', String(state.max));
  if (state.sort !== config.defaultSort) query.set('sort', state.sort);
  if (state.page > 1) query.set('page', String(state.page));
  return query.toString();
}

/** A filter or sort change starts again from page 1; only a page change keeps the rest. */
export function changeState(state: ListingState, patch: Partial<ListingState>): ListingState {
  return { ...state, page: 1, ...patch };
}

/** How many filters are active (shown on the mobile filter button). */
export function activeFilterCount(state: ListingState): number {
  return [state.category, state.type, state.level, state.language, state.live || null, state.min ?? state.max].filter(
    (v) => v !== null,
  ).length;
}
