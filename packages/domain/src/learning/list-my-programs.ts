import { findProgramsByIds, listEnrolledProgramProgress, listNextLessons, type NextLessonRow } from '@manara/db';
import { offsetOf, pageOf, toProgramView, type Page, type ProgramView } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { progressOf, type ProgramProgress } from './progress-of';
import { myProgramsSchema } from './schemas';

/** Where "continue" goes: the first lesson not completed yet (every lesson is available to owners, decision 0012). */
export type NextLessonView = Omit<NextLessonRow, 'targetId'>;

export interface MyProgramView {
  program: ProgramView;
  progress: ProgramProgress;
  enrolledAt: Date;
  /** Null once every lesson is done. */
  nextLesson: NextLessonView | null;
}

/**
 * The learner's programs (enrolled, or inside an enrolled diploma) that are completed or not,
 * with progress and the next lesson; newest activity first. Four statements whatever the page size.
 */
export async function listMyPrograms(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
  completed: boolean,
): Promise<Page<MyProgramView>> {
  const viewer = requireViewer(caller);
  const { paginate } = parseInput(myProgramsSchema, input);
  const { rows, totalCount } = await listEnrolledProgramProgress(deps.db, {
    userId: viewer.userId,
    completed,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  const ids = rows.map((r) => r.programId);
  const [found, next] = await Promise.all([
    findProgramsByIds(deps.db, ids),
    listNextLessons(deps.db, viewer.userId, ids),
  ]);
  const programs = new Map(found.map((p) => [p.id, p]));
  const nextLessons = new Map(next.map(({ targetId, ...lesson }) => [targetId, lesson]));
  const now = deps.now();
  const items = rows.flatMap((row) => {
    const program = programs.get(row.programId);
    return program
      ? [
          {
            program: toProgramView(program, now),
            progress: progressOf(row),
            enrolledAt: row.enrolledAt,
            nextLesson: nextLessons.get(row.programId) ?? null,
          },
        ]
      : [];
  });
  return pageOf(items, paginate, totalCount);
}
