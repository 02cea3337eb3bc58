import { cache } from 'react';
import type { Locale } from '@manara/i18n';
import { DETAIL_REVALIDATE_SECONDS, foundOr404 } from '@/features/catalogue/api/load-detail';
import { decodeParam } from '@/shared/routing/route-param';
import { request } from '@/shared/graphql/request';
import { LecturerQuery, LecturersQuery } from './lecturer-documents';

/** The lecturers page shows everyone on one static page (the API's largest page). */
export const LECTURERS_PAGE_SIZE = 50;

export const loadLecturer = cache(async (locale: Locale, param: string) => {
  const result = await request(
    LecturerQuery,
    { lecturerId: decodeParam(param) },
    { locale, revalidate: DETAIL_REVALIDATE_SECONDS },
  );
  return foundOr404(result.lecturer, 'lecturer');
});

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
