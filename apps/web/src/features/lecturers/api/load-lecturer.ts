import { cache } from 'react';
import type { Locale } from '@manara/i18n';
import { DETAIL_REVALIDATE_SECONDS, detailPath } from '@/features/catalogue/api/load-detail';
import { request } from '@/shared/graphql/request';
import { resolveDetail } from '@/shared/routing/resolve-detail';
import { LecturerQuery, LecturersQuery } from './lecturer-documents';

/** The lecturers page shows everyone on one static page (the API's largest page). */
export const LECTURERS_PAGE_SIZE = 50;

export const loadLecturer = cache((locale: Locale, param: string) =>
  resolveDetail(
    locale,
    param,
    async (key) =>
      (
        await request(
          LecturerQuery,
          { lecturerId: 'id' in key ? key.id : key.slug },
          { locale, revalidate: DETAIL_REVALIDATE_SECONDS },
        )
      ).lecturer,
    (lecturer) => ({ slug: lecturer.slug, path: detailPath('/lecturers', lecturer.slug) }),
  ),
);

export async function loadLecturers(locale: Locale) {
  const result = await request(
    LecturersQuery,
    { paginate: { page: 1, limit: LECTURERS_PAGE_SIZE }, sort: { field: 'NAME' } },
    { locale, revalidate: DETAIL_REVALIDATE_SECONDS },
  );
  const page = result.lecturers;
  if (!page.success || !page.data) throw new Error(`lecturers failed: ${page.code}`);
  return page.data;
}
