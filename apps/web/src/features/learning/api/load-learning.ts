import type { Locale } from '@manara/i18n';
import { notFound, redirect } from 'next/navigation';
import { localizedPath } from '@/i18n/locale-params';
import type { EnvelopeStatus } from '@/shared/graphql/envelope';
import { request } from '@/shared/graphql/request';
import { incomingCookie } from '@/shared/graphql/server-cookie';
import { insideCourseInfoQuery, lessonQuery, sectionsPageQuery, wholeSyllabusQuery } from './learning-documents';

/**
 * Server side, as the visitor (their cookie): pages that call these read request data and must
 * declare `dynamic = 'force-dynamic'` (decision 0010).
 */
async function asViewer(locale: Locale) {
  return { locale, cookie: await incomingCookie() };
}

/** Signed out → the program's public page (docs/product/accounts.md); unknown or malformed → 404; other failures throw. */
function settle(result: EnvelopeStatus, locale: Locale, programId: string): void {
  if (result.success) return;
  if (result.code === 'UNAUTHENTICATED') redirect(localizedPath(locale, `/program/${encodeURIComponent(programId)}`));
  if (result.code === 'NOT_FOUND' || result.code === 'VALIDATION_FAILED') notFound();
  if (result.code !== 'FORBIDDEN') throw new Error(`learning ${result.code}`);
}

/** The program layout: overview with progress, and the first page of sections. */
export async function loadProgramDetails(locale: Locale, programId: string, sectionsPageSize: number) {
  const options = await asViewer(locale);
  const [{ insideCourseInfo: info }, { sectionsAndLessonsByCourseId: sections }] = await Promise.all([
    request(insideCourseInfoQuery, { courseId: programId }, options),
    request(sectionsPageQuery, { courseId: programId, paginate: { page: 1, limit: sectionsPageSize } }, options),
  ]);
  settle(info, locale, programId);
  settle(sections, locale, programId);
  if (!info.data || !sections.data) notFound();
  return { info: info.data, sections: sections.data };
}

/**
 * The lesson layout: the program (progress, enrolment), the whole syllabus for the sidebar and
 * the lesson, or null for the lesson when the viewer may not open it (FORBIDDEN: offer to buy).
 * A lesson of another program is a 404.
 */
export async function loadLessonPage(locale: Locale, programId: string, lessonId: string) {
  const options = await asViewer(locale);
  const [{ insideCourseInfo: info }, { insideCourseSallabusSite: syllabus }, { lessonSite: lesson }] =
    await Promise.all([
      request(insideCourseInfoQuery, { courseId: programId }, options),
      request(wholeSyllabusQuery, { courseId: programId }, options),
      request(lessonQuery, { lessonId }, options),
    ]);
  settle(info, locale, programId);
  settle(syllabus, locale, programId);
  settle(lesson, locale, programId);
  if (!info.data || !syllabus.data) notFound();
  const sections = syllabus.data.items;
  if (!sections.some((s) => s.lessons.some((l) => l.id === lessonId))) notFound();
  if (lesson.data && lesson.data.programId !== info.data.program.id) notFound();
  return { info: info.data, sections, lesson: lesson.data ?? null };
}
