import { z } from 'zod';

/** docs/product/api.md list shape. */
export interface PageInfo {
  page: number;
  limit: number;
  totalCount: number;
  totalPages: number;
  hasNext: boolean;
  /** The list stopped counting at totalCount: there are more (decision 0073). */
  totalCountIsLowerBound?: boolean;
}

export interface Page<T> {
  items: T[];
  pageInfo: PageInfo;
}

export const DEFAULT_PAGE_SIZE = 12;
/**
 * The studio's large lists count their matches up to this many and then say "more than" (decision
 * 0073): 50 pages of 20, deeper than anyone pages by hand; a search or a filter narrows the rest.
 * Counting 10,000 matches of a common search cost 20 ms a request, this many 2.6 ms.
 */
export const STUDIO_COUNT_CAP = 1_000;
export const MAX_PAGE_SIZE = 50;
/** Deeper pages than this are refused: nobody pages that far, and huge offsets cost a full scan. */
export const MAX_PAGE = 10_000;

/** GraphQL sends null for a field given as null; treat it like an absent field. */
export const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/** An optional input field: null and absent both mean "not given". */
export const optional = <S extends z.ZodType>(schema: S) => z.preprocess(nullToUndefined, schema.optional());

/** An integer within bounds, or the default when absent; out of range → field error `invalid`. */
export const boundedInt = (min: number, max: number, fallback: number) =>
  z.preprocess(
    nullToUndefined,
    z
      .number({ message: 'invalid' })
      .refine((v) => Number.isInteger(v) && v >= min && v <= max, { message: 'invalid' })
      .default(fallback),
  );

export const paginateSchema = z.preprocess(
  nullToUndefined,
  z
    .object({
      page: boundedInt(1, MAX_PAGE, 1),
      limit: boundedInt(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    })
    .default({ page: 1, limit: DEFAULT_PAGE_SIZE }),
);
export type Paginate = z.output<typeof paginateSchema>;

export function offsetOf(paginate: Paginate): number {
  return (paginate.page - 1) * paginate.limit;
}

export function pageInfoOf(paginate: Paginate, totalCount: number): PageInfo {
  const totalPages = Math.ceil(totalCount / paginate.limit);
  return { page: paginate.page, limit: paginate.limit, totalCount, totalPages, hasNext: paginate.page < totalPages };
}

export function pageOf<T>(items: T[], paginate: Paginate, totalCount: number): Page<T> {
  return { items, pageInfo: pageInfoOf(paginate, totalCount) };
}

/** A page whose count stopped one past `cap` (countUpTo): past it, the cap and "there are more". */
export function cappedPageOf<T>(items: T[], paginate: Paginate, counted: number, cap: number): Page<T> {
  if (counted <= cap) return pageOf(items, paginate, counted);
  return { items, pageInfo: { ...pageInfoOf(paginate, cap), totalCountIsLowerBound: true } };
}
