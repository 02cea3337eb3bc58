import { findCompletedLessonIds } from '@manara/db';
import type { DomainDeps, Viewer } from '../deps';
import type { LearnerState } from './lesson-summary';

/** The viewer's completions among these lessons (none for visitors and for learners not enrolled). */
export async function loadLearnerState(
  deps: DomainDeps,
  viewer: Viewer | null,
  isEnrolled: boolean,
  lessonIds: readonly string[],
): Promise<LearnerState> {
  const completed = viewer && isEnrolled ? await findCompletedLessonIds(deps.db, viewer.userId, lessonIds) : [];
  return { isEnrolled, completed: new Set(completed) };
}
