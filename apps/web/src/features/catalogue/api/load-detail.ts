import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Locale } from '@manara/i18n';
import { request } from '@/shared/graphql/request';
import { decodeParam } from '@/shared/routing/route-param';
import { CategoryProgramsQuery, DiplomaQuery } from './detail-documents';

/** Detail pages are cached like listings and refreshed in the background (decision 0010). */
export const DETAIL_REVALIDATE_SECONDS = 300;

interface Envelope<T> {
  code: string;
  success: boolean;
  data: T | null;
}

/** The data of a found envelope; NOT_FOUND (or a refused parameter) is the 404 page, anything else an error. */
export function foundOr404<T>(envelope: Envelope<T>, what: string): T {
  if (envelope.success && envelope.data) return envelope.data;
  if (envelope.code === 'NOT_FOUND' || envelope.code === 'VALIDATION_FAILED') notFound();
  throw new Error(`${what} failed: ${envelope.code}`);
}

// cache(): generateMetadata and the page share one request per render.
export const loadCategoryPrograms = cache(async (locale: Locale, param: string) => {
  const result = await request(
    CategoryProgramsQuery,
    { categoryId: decodeParam(param), limit: 8 },
    { locale, revalidate: DETAIL_REVALIDATE_SECONDS },
  );
  return foundOr404(result.LearningProgramsByCategory, 'LearningProgramsByCategory');
});

export const loadDiploma = cache(async (locale: Locale, param: string) => {
  const result = await request(
    DiplomaQuery,
    { diplomaId: decodeParam(param) },
    { locale, revalidate: DETAIL_REVALIDATE_SECONDS },
  );
  return foundOr404(result.diploma, 'diploma');
});
