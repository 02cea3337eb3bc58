import {
  countQuizQuestions,
  findCompletedLessonIds,
  findLessonNeighbours,
  findLessonPosition,
  listLessonResources,
  type NeighbourLessonRow,
} from '@manara/db';
import { recordAnalyticsEvent } from '../analytics/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { DEFAULT_PASSING_GRADE } from './grade-quiz';
import { isLessonAvailable } from './is-lesson-available';
import type { LessonSummary } from './lesson-summary';
import { liveSessionStateOf, type LiveSessionState } from './live-session-state';
import { loadQuizStanding, type QuizStanding } from './load-quiz-standing';
import { requireLessonContent } from './require-lesson-content';
import { resolveLessonAccess } from './resolve-lesson-access';
import { toResourceView, type ResourceView } from './resource-view';
import { lessonIdSchema } from './schemas';

export interface NeighbourLesson {
  id: string;
  enTitle: string;
  arTitle: string;
  type: NeighbourLessonRow['type'];
  isPreview: boolean;
  isAvailable: boolean;
}

export interface LessonView extends Omit<LessonSummary, 'sectionId'>, QuizStanding {
  programId: string;
  section: { id: string; enTitle: string; arTitle: string; order: number };
  videoId: string | null;
  enContent: string;
  arContent: string;
  enOverview: string;
  arOverview: string;
  liveSessionState: LiveSessionState;
  /** The join link, only while the session is open (from 15 minutes before the start to the end). */
  liveSessionUrl: string | null;
  passingGrade: number | null;
  canReSubmit: boolean;
  maxAttempts: number | null;
  showCorrectAnswers: boolean;
  numberOfQuestions: number;
  resumePositionSeconds: number | null;
  resources: ResourceView[];
  previousLesson: NeighbourLesson | null;
  nextLesson: NeighbourLesson | null;
}

/**
 * `lessonSite(lessonId)`: every lesson field of docs/product/learning.md for those who may see the content
 * (enrolled learners; anyone for a preview lesson); FORBIDDEN for other signed-in users,
 * UNAUTHENTICATED for other visitors.
 */
export async function getLesson(deps: DomainDeps, caller: Caller, input: unknown): Promise<LessonView> {
  const { lessonId } = parseInput(lessonIdSchema, input);
  const access = await resolveLessonAccess(deps, caller, lessonId);
  requireLessonContent(access);
  const { lesson, viewer, isEnrolled } = access;
  const isQuiz = lesson.type === 'QUIZ';
  const [neighbours, resources, completed, position, numberOfQuestions, standing] = await Promise.all([
    findLessonNeighbours(deps.db, lesson.id),
    listLessonResources(deps.db, lesson.id),
    viewer && isEnrolled ? findCompletedLessonIds(deps.db, viewer.userId, [lesson.id]) : Promise.resolve([]),
    viewer ? findLessonPosition(deps.db, viewer.userId, lesson.id) : Promise.resolve(null),
    isQuiz ? countQuizQuestions(deps.db, lesson.id) : Promise.resolve(0),
    loadQuizStanding(deps, isQuiz ? viewer : null, lesson),
  ]);
  const neighbour = (row: NeighbourLessonRow | null): NeighbourLesson | null =>
    row ? { ...row, isAvailable: isLessonAvailable(row, isEnrolled) } : null;
  const liveSessionState = liveSessionStateOf(lesson, deps.now());
  if (viewer && isEnrolled) {
    // Opening a lesson starts it; an open live session's link is its joining (decision 0059).
    const kind = lesson.type === 'LIVE_SESSION' && liveSessionState === 'OPEN' ? 'LIVE_JOINED' : 'LESSON_STARTED';
    await recordAnalyticsEvent(deps, kind, viewer.userId, [lesson.programId]);
  }
  return {
    ...standing,
    id: lesson.id,
    programId: lesson.programId,
    section: {
      id: lesson.sectionId,
      enTitle: lesson.sectionEnTitle,
      arTitle: lesson.sectionArTitle,
      order: lesson.sectionOrder,
    },
    enTitle: lesson.enTitle,
    arTitle: lesson.arTitle,
    type: lesson.type,
    order: lesson.sortOrder,
    isPreview: lesson.isPreview,
    durationSeconds: lesson.durationSeconds,
    isCompleted: completed.length > 0,
    isAvailable: isLessonAvailable(lesson, isEnrolled),
    videoId: lesson.videoId,
    enContent: lesson.enContent,
    arContent: lesson.arContent,
    enOverview: lesson.enOverview,
    arOverview: lesson.arOverview,
    liveSessionStartAt: lesson.liveSessionStartAt,
    liveSessionEndAt: lesson.liveSessionEndAt,
    liveSessionState,
    liveSessionUrl: liveSessionState === 'OPEN' ? lesson.liveSessionUrl : null,
    passingGrade: isQuiz ? (lesson.passingGrade ?? DEFAULT_PASSING_GRADE) : null,
    canReSubmit: lesson.canReSubmit,
    maxAttempts: lesson.maxAttempts,
    showCorrectAnswers: lesson.showCorrectAnswers,
    numberOfQuestions,
    resumePositionSeconds: position,
    resources: resources.map(toResourceView),
    previousLesson: neighbour(neighbours.previous),
    nextLesson: neighbour(neighbours.next),
  };
}
