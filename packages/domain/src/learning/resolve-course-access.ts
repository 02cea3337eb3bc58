import { findOwnedProgramIds, findProgramByKey, type ProgramRow } from '@manara/db';
import { idOrSlugKey } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';

export interface CourseAccess {
  program: ProgramRow;
  isEnrolled: boolean;
}

/** A program by id or slug for its learning pages: published, or owned by the caller; NOT_FOUND otherwise. */
export async function resolveCourseAccess(deps: DomainDeps, caller: Caller, courseId: string): Promise<CourseAccess> {
  const program = await findProgramByKey(deps.db, idOrSlugKey(courseId));
  if (!program) throw new AppError('NOT_FOUND');
  const viewer = caller.viewer;
  const isEnrolled = viewer ? (await findOwnedProgramIds(deps.db, viewer.userId, [program.id])).length > 0 : false;
  if (program.publicationStatus !== 'PUBLISHED' && !isEnrolled) throw new AppError('NOT_FOUND');
  return { program, isEnrolled };
}
