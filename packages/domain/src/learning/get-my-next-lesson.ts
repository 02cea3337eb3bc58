import { listNextLessons } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import type { NextLessonView } from './list-my-programs';
import { resolveCourseAccess } from './resolve-course-access';
import { courseIdSchema } from './schemas';

/**
 * `myNextLesson(courseId)`: where "start learning" goes for a program the learner owns (a course,
 * a workshop or a diploma): its first lesson not completed yet in reading order, as My learning's
 * "continue" (decision 0012); null once every lesson is done. FORBIDDEN for a program not owned.
 */
export async function getMyNextLesson(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<NextLessonView | null> {
  const viewer = requireViewer(caller);
  const { courseId } = parseInput(courseIdSchema, input);
  const { program, isEnrolled } = await resolveCourseAccess(deps, caller, courseId);
  if (!isEnrolled) throw new AppError('FORBIDDEN');
  const [next] = await listNextLessons(deps.db, viewer.userId, [program.id]);
  if (!next) return null;
  const { targetId: _target, ...lesson } = next;
  return lesson;
}
