import type { Locale } from '@manara/i18n';
import { cache } from 'react';
import { resolveDetail } from '@/shared/routing/resolve-detail';
import { request } from '@/shared/graphql/request';
import { programQuery, type ProgramData } from '../api/program-documents';

/** Locale-less canonical path of a course or workshop. */
export function programPath(slug: string): string {
  return `/program/${encodeURIComponent(slug)}`;
}

/**
 * The program a /program/{id} route names (shared by the page and its metadata within one render;
 * the fetch itself is cached for 300 s). Redirects ids to the slug URL; 404 when unknown.
 */
export const loadProgram = cache((locale: Locale, param: string): Promise<ProgramData> =>
  resolveDetail(
    locale,
    param,
    async (key) =>
      (
        await request(programQuery, 'id' in key ? { courseId: key.id } : { slug: key.slug }, {
          locale,
          revalidate: 300,
        })
      ).course,
    (program) => ({ slug: program.slug, path: programPath(program.slug) }),
  ),
);
