import type { Locale } from '@manara/i18n';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { localizedPath } from '@/i18n/locale-params';
import { request } from '@/shared/graphql/request';
import { incomingCookie } from '@/shared/graphql/server-cookie';
import { lessonQuery } from './learning-documents';
import { quizQuery } from './quiz-documents';
import { lessonPath } from '@/shared/routing/lesson-path';

/**
 * The quiz of a lesson as the visitor (cookie; the page must be force-dynamic) and the way back
 * to its lesson. Signed out → log in and come back; unknown → 404; not enrolled → null (offer).
 * The quiz layout and page share one call per render (cache).
 */
export const loadQuiz = cache(async (locale: Locale, lessonId: string) => {
  const options = { locale, cookie: await incomingCookie() };
  const [{ getQuiz: quiz }, { lessonSite: lesson }] = await Promise.all([
    request(quizQuery, { lessonId }, options),
    request(lessonQuery, { lessonId }, options),
  ]);
  if (quiz.code === 'UNAUTHENTICATED') {
    redirect(
      localizedPath(
        locale,
        `/login?next=${encodeURIComponent(localizedPath(locale, `/quiz/${encodeURIComponent(lessonId)}`))}`,
      ),
    );
  }
  if (quiz.code === 'NOT_FOUND' || quiz.code === 'VALIDATION_FAILED') notFound();
  if (quiz.code === 'FORBIDDEN') return { quiz: null, lessonHref: null, programId: null };
  if (!quiz.success || !quiz.data) throw new Error(`quiz ${quiz.code}`);
  const programId = lesson.data?.programId ?? null;
  return { quiz: quiz.data, lessonHref: programId ? lessonPath(programId, lessonId) : null, programId };
});
