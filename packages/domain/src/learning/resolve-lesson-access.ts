import { findLesson, findOwnedProgramIds, type LessonWithContext } from '@manara/db';
import type { Caller, DomainDeps, Viewer } from '../deps';
import { AppError } from '../errors/index';
import { requireUuid } from './require-uuid';

export interface LessonAccess {
  lesson: LessonWithContext;
  viewer: Viewer | null;
  /** Enrolled in the lesson's program, directly or through a diploma. */
  isEnrolled: boolean;
  /** May see the lesson's content: enrolled, or the lesson is a preview. */
  canView: boolean;
}

/**
 * Who may do what with a lesson. NOT_FOUND for unknown ids and for lessons of unpublished
 * programs the caller does not own (no hint that they exist).
 */
export async function resolveLessonAccess(deps: DomainDeps, caller: Caller, lessonId: string): Promise<LessonAccess> {
  const lesson = await findLesson(deps.db, requireUuid(lessonId));
  if (!lesson) throw new AppError('NOT_FOUND');
  const viewer = caller.viewer;
  const isEnrolled = viewer
    ? (await findOwnedProgramIds(deps.db, viewer.userId, [lesson.programId])).length > 0
    : false;
  if (lesson.programPublicationStatus !== 'PUBLISHED' && !isEnrolled) throw new AppError('NOT_FOUND');
  return {
    lesson,
    viewer,
    isEnrolled,
    canView: isEnrolled || lesson.isPreview,
  };
}
