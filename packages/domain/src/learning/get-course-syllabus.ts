import { listSyllabus } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { type LearningSection, toLearningSections } from './lesson-summary';
import { loadLearnerState } from './load-learner-state';
import { resolveCourseAccess } from './resolve-course-access';
import { courseIdSchema } from './schemas';

/**
 * `insideCourseSallabusSite(courseId)`: the whole syllabus with the viewer's completion ticks and
 * lock state. Metadata only, so visitors see it too.
 */
export async function getCourseSyllabus(deps: DomainDeps, caller: Caller, input: unknown): Promise<LearningSection[]> {
  const { courseId } = parseInput(courseIdSchema, input);
  const { program, isEnrolled } = await resolveCourseAccess(deps, caller, courseId);
  const { sections, lessons } = await listSyllabus(deps.db, [program.id]);
  const state = await loadLearnerState(
    deps,
    caller.viewer,
    isEnrolled,
    lessons.map((l) => l.id),
  );
  return toLearningSections(sections, lessons, state);
}
