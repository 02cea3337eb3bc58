import type { Page, PageInfo } from '@manara/domain';
import type { ObjectRef } from '@pothos/core';
import { builder, type Types } from './builder';
import { envelopeOf, type Envelope } from './envelope';

/** docs/product/api.md: lists answer data { items, pageInfo { page, limit, totalCount, totalPages, hasNext } }. */
export const PageInfoRef = builder.objectRef<PageInfo>('PageInfo').implement({
  fields: (t) => ({
    page: t.exposeInt('page'),
    limit: t.exposeInt('limit'),
    totalCount: t.exposeInt('totalCount'),
    totalPages: t.exposeInt('totalPages'),
    hasNext: t.exposeBoolean('hasNext'),
    totalCountIsLowerBound: t.boolean({
      description: 'The list stopped counting at totalCount: there are more (a large studio list).',
      resolve: (info) => info.totalCountIsLowerBound ?? false,
    }),
  }),
});

/** page ≥ 1 (default 1); limit 1–50 (default 12). Bounds are checked by the domain (VALIDATION_FAILED). */
export const PaginateInput = builder.inputType('PaginateInput', {
  fields: (t) => ({ page: t.int(), limit: t.int() }),
});

export const SortOrderEnum = builder.enumType('SortOrder', { values: ['ASC', 'DESC'] as const });

const pages = new Map<string, ObjectRef<Types, Page<unknown>>>();

/** The `{Name}Page { items, pageInfo }` object around an item type (cached by name). */
export function pageOf<T>(name: string, item: ObjectRef<Types, T>): ObjectRef<Types, Page<T>> {
  const existing = pages.get(name);
  if (existing) return existing as unknown as ObjectRef<Types, Page<T>>;
  const ref = builder.objectRef<Page<T>>(`${name}Page`).implement({
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (page) => page.items as never }),
      pageInfo: t.field({ type: PageInfoRef, resolve: (page) => page.pageInfo }),
    }),
  });
  pages.set(name, ref as unknown as ObjectRef<Types, Page<unknown>>);
  return ref;
}

/** The envelope `{Name}PageResponse` whose data is `{Name}Page`. */
export function paginatedEnvelope<T>(name: string, item: ObjectRef<Types, T>): ObjectRef<Types, Envelope<Page<T>>> {
  return envelopeOf(`${name}PageResponse`, pageOf(name, item));
}

/** A complete (unpaged) list in the same shape: one page holding every item. */
export function wholeList<T>(items: T[]): Page<T> {
  const count = items.length;
  return {
    items,
    pageInfo: { page: 1, limit: count, totalCount: count, totalPages: count > 0 ? 1 : 0, hasNext: false },
  };
}
