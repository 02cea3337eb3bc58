import type { KindInput } from './schemas/index';
import { programSlug } from './slug';
import type { ContentKind } from './types';

/**
 * The natural keys a record is upserted on, namespaced so that kinds sharing a table (courses,
 * workshops and diplomas share program slugs) collide. Two records of one import with the same key
 * are a mistake: the second is reported instead of silently overwriting the first.
 */
export function naturalKeys<K extends ContentKind>(kind: K, input: KindInput<K>): { field: string; key: string }[] {
  const v = input as Record<string, unknown>;
  switch (kind) {
    case 'media':
      return [{ field: 'key', key: `media:${String(v.key)}` }];
    case 'countries':
      return [{ field: 'isoCode', key: `country:${String(v.isoCode)}` }];
    case 'categories':
    case 'blogCategories':
    case 'blogs':
      return [{ field: 'slug', key: `${kind}:${String(v.slug)}` }];
    case 'fieldsOfTraining':
    case 'jobTitles':
      return [{ field: 'enName', key: `${kind}:${programSlug(String(v.enName))}` }];
    case 'lecturers':
      return [
        { field: 'slug', key: `user-slug:${String(v.slug)}` },
        { field: 'email', key: `user-email:${String(v.email)}` },
      ];
    case 'programs':
    case 'diplomas':
      return [{ field: 'enTitle', key: `program:${String(v.slug)}` }];
    case 'faqs':
      return [{ field: 'enQuestion', key: `faq:${String(v.audience)}:${String(v.enQuestion)}` }];
    case 'policies':
      return [{ field: 'kind', key: `policy:${String(v.kind)}` }];
    default:
      return [];
  }
}
