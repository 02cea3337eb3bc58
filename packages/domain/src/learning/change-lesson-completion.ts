import { listQuizAttempts, type DbOrTx } from '@manara/db';
import { issueEarnedCertificates } from '../certificates/index';
import { recordAnalyticsEvent } from '../analytics/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { loadProgramProgress } from './load-program-progress';
import type { ProgramProgress } from './progress-of';
import { requireEnrolment } from './require-enrolment';
import { resolveLessonAccess } from './resolve-lesson-access';
import { lessonIdSchema } from './schemas';

export interface LessonCompletionView {
  lessonId: string;
  isCompleted: boolean;
  /** The lesson's program after the change (certificates read `isCompleted`). */
  progress: ProgramProgress;
}

type CompletionRow = { userId: string; lessonId: string; at: Date };

/**
 * What ticking and completing a lesson share: enrolled learners only; `change` writes the row and
 * says whether the lesson is now done. A quiz is done by passing it, so marking one done before a
 * pass is QUIZ_NOT_PASSED. Being done issues the certificates it earns (the program's, a
 * diploma's) in the same transaction; un-ticking later keeps them (decision 0012).
 */
export async function changeLessonCompletion(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
  change: (tx: DbOrTx, row: CompletionRow) => Promise<boolean>,
): Promise<LessonCompletionView> {
  const { lessonId } = parseInput(lessonIdSchema, input);
  const access = await resolveLessonAccess(deps, caller, lessonId);
  const viewer = requireEnrolment(access);
  const { lesson } = access;
  // The answer (progress included) is read in the transaction that writes: a change that committed
  // is never answered SERVICE_UNAVAILABLE, which a client would retry (and a toggle would undo).
  const view = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const done = await change(tx, { userId: viewer.userId, lessonId: lesson.id, at: now });
    if (done && lesson.type === 'QUIZ') {
      const attempts = await listQuizAttempts(tx, viewer.userId, lesson.id);
      if (!attempts.some((a) => a.isPassed)) throw new AppError('QUIZ_NOT_PASSED');
    }
    if (done) await issueEarnedCertificates(tx, { userId: viewer.userId, programId: lesson.programId, now });
    const [progress] = await loadProgramProgress({ ...deps, db: tx }, viewer.userId, [lesson.programId]);
    return { lessonId: lesson.id, isCompleted: done, progress: progress! };
  });
  if (view.isCompleted) await recordAnalyticsEvent(deps, 'LESSON_COMPLETED', viewer.userId, [lesson.programId]);
  return view;
}
