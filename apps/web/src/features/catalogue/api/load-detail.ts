import { cache } from 'react';
import type { Locale } from '@manara/i18n';
import { request } from '@/shared/graphql/request';
import { resolveDetail } from '@/shared/routing/resolve-detail';
import { CategoryProgramsQuery, DiplomaQuery } from './detail-documents';

/** Detail pages are cached like listings and refreshed in the background (decision 0010). */
export const DETAIL_REVALIDATE_SECONDS = 300;

/** The locale-less canonical path of a detail page: `/paths/<slug>`, `/category/<slug>`… */
export function detailPath(prefix: string, slug: string): string {
  return `${prefix}/${encodeURIComponent(slug)}`;
}

// cache(): generateMetadata and the page share one request per render.
export const loadCategoryPrograms = cache((locale: Locale, param: string) =>
  resolveDetail(
    locale,
    param,
    async (key) =>
      (
        await request(
          CategoryProgramsQuery,
          { categoryId: 'id' in key ? key.id : key.slug, limit: 8 },
          { locale, revalidate: DETAIL_REVALIDATE_SECONDS },
        )
      ).LearningProgramsByCategory,
    (data) => ({ slug: data.category.slug, path: detailPath('/category', data.category.slug) }),
  ),
);

export const loadDiploma = cache((locale: Locale, param: string) =>
  resolveDetail(
    locale,
    param,
    async (key) =>
      (
        await request(
          DiplomaQuery,
          { diplomaId: 'id' in key ? key.id : key.slug },
          { locale, revalidate: DETAIL_REVALIDATE_SECONDS },
        )
      ).diploma,
    (diploma) => ({ slug: diploma.slug, path: detailPath('/paths', diploma.slug) }),
  ),
);
