import { findProgramsByIds, listEnrolledProgramProgress } from "@manara/db";
import {
  offsetOf,
  pageOf,
  toProgramView,
  type Page,
  type ProgramView,
} from "../catalog/index";
import type { Caller, DomainDeps } from "../deps";
import { requireViewer } from "../identity/index";
import { parseInput } from "../validation/index";
import { progressOf, type ProgramProgress } from "./progress-of";
import { myProgramsSchema } from "./schemas";

export interface MyProgramView {
  program: ProgramView;
  progress: ProgramProgress;
  enrolledAt: Date;
}

/**
 * The learner's programs (enrolled, or inside an enrolled diploma) that are completed or not,
 * with progress; newest activity first. Three statements whatever the page size.
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
  const programs = new Map(
    (
      await findProgramsByIds(
        deps.db,
        rows.map((r) => r.programId),
      )
    ).map((p) => [p.id, p]),
  );
  const items = rows.flatMap((row) => {
    const program = programs.get(row.programId);
    return program
      ? [
          {
            program: toProgramView(program),
            progress: progressOf(row),
            enrolledAt: row.enrolledAt,
          },
        ]
      : [];
  });
  return pageOf(items, paginate, totalCount);
}
