import type { lessonResources, lessons, quizAnswers, quizQuestions, sections } from '../../schema/index';
import { cairoDaysFromNow } from '../cairo-time';
import type { LessonInput, SectionInput } from '../schemas/lesson';
import { stableUuid } from '../stable-id';

export interface ProgramChildren {
  sections: (typeof sections.$inferInsert & { id: string })[];
  lessons: (typeof lessons.$inferInsert & { id: string })[];
  resources: (typeof lessonResources.$inferInsert & { id: string })[];
  questions: (typeof quizQuestions.$inferInsert & { id: string })[];
  answers: (typeof quizAnswers.$inferInsert & { id: string })[];
}

function liveTimes(lesson: LessonInput, now: Date): { start: Date | null; end: Date | null } {
  if (lesson.type !== 'LIVE_SESSION') return { start: null, end: null };
  if (lesson.startAt && lesson.endAt) return { start: lesson.startAt, end: lesson.endAt };
  const start =
    lesson.startsInMinutes !== undefined
      ? new Date(now.getTime() + lesson.startsInMinutes * 60_000)
      : cairoDaysFromNow(now, lesson.startsInDays!, lesson.startsAtCairo!);
  return { start, end: new Date(start.getTime() + lesson.durationMinutes! * 60_000) };
}

function lessonColumns(lesson: LessonInput, now: Date, defaultLiveUrl: string | undefined) {
  const { start, end } = liveTimes(lesson, now);
  const quiz = lesson.type === 'QUIZ' ? lesson : undefined;
  return {
    enTitle: lesson.enTitle,
    arTitle: lesson.arTitle,
    type: lesson.type,
    isPreview: lesson.isPreview,
    videoId: lesson.type === 'VIDEO' ? lesson.videoId : null,
    durationSeconds:
      lesson.type === 'LIVE_SESSION' && start && end && lesson.durationSeconds === 0
        ? Math.round((end.getTime() - start.getTime()) / 1000)
        : lesson.durationSeconds,
    enContent: lesson.type === 'ARTICLE' ? lesson.enContent : '',
    arContent: lesson.type === 'ARTICLE' ? lesson.arContent : '',
    enOverview: lesson.enOverview,
    arOverview: lesson.arOverview,
    liveSessionStartAt: start,
    liveSessionEndAt: end,
    liveSessionUrl: lesson.type === 'LIVE_SESSION' ? (lesson.liveSessionUrl ?? defaultLiveUrl ?? null) : null,
    passingGrade: quiz ? quiz.passingGrade : null,
    canReSubmit: quiz ? quiz.canReSubmit : true,
    maxAttempts: quiz?.maxAttempts ?? null,
    showCorrectAnswers: quiz ? quiz.showCorrectAnswers : true,
  };
}

/**
 * Rows for a program's sections, lessons, resources and quiz questions/answers, with ids derived
 * from the program slug and the position (or optional `key`) of each item, so re-imports update
 * rows in place instead of replacing them.
 */
export function buildProgramChildren(
  programId: string,
  programSlug: string,
  input: SectionInput[],
  now: Date,
  defaultLiveUrl?: string,
): ProgramChildren {
  const out: ProgramChildren = { sections: [], lessons: [], resources: [], questions: [], answers: [] };
  input.forEach((section, s) => {
    const sectionName = `program:${programSlug}/section:${section.key ?? s}`;
    const sectionId = stableUuid(sectionName);
    out.sections.push({ id: sectionId, programId, enTitle: section.enTitle, arTitle: section.arTitle, sortOrder: s });
    section.lessons.forEach((lesson, l) => {
      const lessonId = stableUuid(
        lesson.key ? `program:${programSlug}/lesson:${lesson.key}` : `${sectionName}/lesson:${l}`,
      );
      out.lessons.push({
        id: lessonId,
        sectionId,
        programId,
        sortOrder: l,
        ...lessonColumns(lesson, now, defaultLiveUrl),
      });
      lesson.resources.forEach((r, i) => {
        out.resources.push({ id: stableUuid(`${lessonId}/resource:${i}`), lessonId, ...r });
      });
      if (lesson.type !== 'QUIZ') return;
      lesson.questions.forEach((q, qi) => {
        const questionId = stableUuid(`${lessonId}/question:${qi}`);
        out.questions.push({
          id: questionId,
          lessonId,
          enTitle: q.enTitle,
          arTitle: q.arTitle,
          isMultipleAnswers: q.isMultipleAnswers,
          enExplanation: q.enExplanation,
          arExplanation: q.arExplanation,
          sortOrder: qi,
        });
        q.answers.forEach((a, ai) => {
          out.answers.push({ id: stableUuid(`${questionId}/answer:${ai}`), questionId, ...a, sortOrder: ai });
        });
      });
    });
  });
  return out;
}
