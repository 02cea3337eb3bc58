'use client';
import { useLocale, useTranslations } from '#intl';
import { lazy, Suspense, useCallback, useState } from 'react';
import { RichHtml } from '@/shared/ui/rich-html';
import { request } from '@/shared/graphql/request';
import { lessonQuery, type LessonData, type ProgressData, type SyllabusSectionData } from '../api/learning-documents';
import { useAutoCompletion } from '../hooks/use-auto-completion';
import { useLessonCompletion } from '../hooks/use-lesson-completion';
import { withCompletion } from '../lib/syllabus-state';
import { CertificateNotice } from './certificate-notice';
import { CompletionToggle } from './completion-toggle';
import { LessonForbidden } from './lesson-forbidden';
import { LessonNeighbours } from './lesson-neighbours';
import { LessonResources } from './lesson-resources';
import { LessonSidebar } from './lesson-sidebar';
import { VideoPlayer } from './video-player';

// Live-session and quiz lessons are the fewer: their panels load with such a lesson (server-rendered
// all the same), keeping the video and article lessons' first load small (docs/performance.md).
const LiveSessionPanel = lazy(() => import('./live-session-panel').then((m) => ({ default: m.LiveSessionPanel })));
const QuizLessonCard = lazy(() => import('./quiz-lesson-card').then((m) => ({ default: m.QuizLessonCard })));

export interface LessonViewProps {
  program: { id: string; slug: string; title: string; hasCertificate: boolean };
  isEnrolled: boolean;
  progress: ProgressData;
  sections: SyllabusSectionData[];
  lessonId: string;
  /** null: the viewer may not open this lesson (FORBIDDEN). */
  lesson: LessonData | null;
}

/** The lesson's main area by type (docs/product/shell.md lesson layout). */
function LessonBody({
  lesson,
  programTitle,
  onRecheck,
  onWatched,
}: {
  lesson: LessonData;
  programTitle: string;
  onRecheck: () => void;
  onWatched: (watched: number, duration: number) => void;
}) {
  switch (lesson.type) {
    case 'VIDEO':
      return (
        <VideoPlayer
          lessonId={lesson.id}
          title={lesson.title}
          savedPosition={lesson.resumePositionSeconds ?? null}
          onWatched={onWatched}
        />
      );
    case 'ARTICLE':
      return (
        <article className="rounded-card border border-line bg-surface-raised p-6 sm:p-8" data-testid="lesson-article">
          <RichHtml html={lesson.content} />
        </article>
      );
    case 'LIVE_SESSION':
      return (
        <Suspense fallback={null}>
          <LiveSessionPanel lesson={lesson} programTitle={programTitle} onRecheck={onRecheck} />
        </Suspense>
      );
    case 'QUIZ':
      return (
        <Suspense fallback={null}>
          <QuizLessonCard lesson={lesson} />
        </Suspense>
      );
  }
}

/**
 * The lesson layout: the lesson beside the outline. Completion updates the outline's ticks and
 * the progress in place; finishing the program issues its certificate.
 */
export function LessonView({
  program,
  isEnrolled,
  progress: initialProgress,
  sections: initialSections,
  lessonId,
  lesson: initialLesson,
}: LessonViewProps) {
  const t = useTranslations('learning.lesson');
  const locale = useLocale();
  const [sections, setSections] = useState(initialSections);
  const [progress, setProgress] = useState(initialProgress);
  const [lesson, setLesson] = useState(initialLesson);
  const { toggle, complete, busy, certificate } = useLessonCompletion({
    programId: program.id,
    hasCertificate: program.hasCertificate,
    onChange: (id, isCompleted, next) => {
      setSections((current) => withCompletion(current, id, isCompleted));
      setProgress(next);
      setLesson((current) => (current && current.id === id ? { ...current, isCompleted } : current));
    },
  });

  const onWatched = useAutoCompletion(
    isEnrolled && lesson?.type === 'VIDEO' && !lesson.isCompleted,
    () => lesson && complete(lesson.id, progress.isCompleted),
  );

  const recheck = useCallback(() => {
    request(lessonQuery, { lessonId }, { locale })
      .then(({ lessonSite: result }) => {
        if (result.success && result.data) setLesson(result.data);
      })
      .catch(() => undefined);
  }, [lessonId, locale]);

  return (
    <>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
        {lesson ? (
          <div className="flex flex-col gap-6">
            <header>
              <p className="text-sm text-fg-muted">
                <bdi>{lesson.section.title}</bdi>
              </p>
              <h1 className="mt-1 text-2xl font-bold text-fg sm:text-3xl">
                <bdi>{lesson.title}</bdi>
              </h1>
              {lesson.isPreview && !isEnrolled ? (
                <span className="mt-2 inline-block rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
                  {t('previewBadge')}
                </span>
              ) : null}
            </header>
            <LessonBody lesson={lesson} programTitle={program.title} onRecheck={recheck} onWatched={onWatched} />
            {lesson.overview ? (
              <section aria-labelledby="overview-heading">
                <h2 id="overview-heading" className="text-lg font-bold text-fg">
                  {t('overview')}
                </h2>
                <RichHtml html={lesson.overview} className="mt-2" />
              </section>
            ) : null}
            <LessonResources resources={lesson.resources} />
            {isEnrolled ? (
              lesson.type === 'QUIZ' && !lesson.isCompleted ? (
                <p className="text-fg-muted">{t('quizNeedsPass')}</p>
              ) : (
                <CompletionToggle
                  completed={lesson.isCompleted}
                  busy={busy}
                  onToggle={() => toggle(lesson.id, progress.isCompleted)}
                />
              )
            ) : null}
            <CertificateNotice notice={certificate} />
            <LessonNeighbours previous={lesson.previousLesson} next={lesson.nextLesson} programId={program.id} />
          </div>
        ) : (
          <LessonForbidden programSlug={program.slug} />
        )}
      </main>
      <LessonSidebar
        sections={sections}
        programId={program.id}
        currentLessonId={lessonId}
        progress={isEnrolled ? progress : null}
      />
    </>
  );
}
