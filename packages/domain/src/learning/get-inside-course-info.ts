import { listSyllabus } from '@manara/db';
import { toProgramView, type ProgramView } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { inReadingOrder, type LessonSummary, toLessonSummary } from './lesson-summary';
import { loadLearnerState } from './load-learner-state';
import { loadProgramProgress } from './load-program-progress';
import type { ProgramProgress } from './progress-of';
import { resolveCourseAccess } from './resolve-course-access';
import { courseIdSchema } from './schemas';

export interface InsideCourseInfo {
  program: ProgramView;
  isEnrolled: boolean;
  progress: ProgramProgress;
  /** Where "continue learning" goes: the first available lesson not completed yet, else the first lesson. */
  resumeLesson: LessonSummary | null;
}

/** `insideCourseInfo(courseId)`: the program layout's header for a signed-in learner (not enrolled: the page offers to buy). */
export async function getInsideCourseInfo(deps: DomainDeps, caller: Caller, input: unknown): Promise<InsideCourseInfo> {
  const viewer = requireViewer(caller);
  const { courseId } = parseInput(courseIdSchema, input);
  const { program, isEnrolled } = await resolveCourseAccess(deps, caller, courseId);
  const [{ sections, lessons }, [progress]] = await Promise.all([
    listSyllabus(deps.db, [program.id]),
    loadProgramProgress(deps, viewer.userId, [program.id]),
  ]);
  const state = await loadLearnerState(
    deps,
    viewer,
    isEnrolled,
    lessons.map((l) => l.id),
  );
  const summaries = inReadingOrder(sections, lessons).map((l) => toLessonSummary(l, state));
  const resumeLesson =
    summaries.find((l) => l.isAvailable && !l.isCompleted) ??
    summaries.find((l) => l.isAvailable) ??
    summaries[0] ??
    null;
  return {
    program: toProgramView(program, deps.now()),
    isEnrolled,
    progress: progress!,
    resumeLesson,
  };
}
