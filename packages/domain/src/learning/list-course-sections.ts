import { listSectionPage } from '@manara/db';
import { offsetOf, pageOf, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { type LearningSection, toLearningSections } from './lesson-summary';
import { loadLearnerState } from './load-learner-state';
import { resolveCourseAccess } from './resolve-course-access';
import { coursePageSchema } from './schemas';

/** `sectionsAndLessonsByCourseId(courseId, paginate)`: sections page by page, each with all its lessons. */
export async function listCourseSections(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<Page<LearningSection>> {
  const { courseId, paginate } = parseInput(coursePageSchema, input);
  const { program, isEnrolled } = await resolveCourseAccess(deps, caller, courseId);
  const { sections, lessons, totalCount } = await listSectionPage(deps.db, {
    programId: program.id,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  const state = await loadLearnerState(
    deps,
    caller.viewer,
    isEnrolled,
    lessons.map((l) => l.id),
  );
  return pageOf(toLearningSections(sections, lessons, state), paginate, totalCount);
}
