import type { Viewer } from '../deps';
import { AppError } from '../errors/index';
import type { LessonAccess } from './resolve-lesson-access';

/** Progress (completion, quiz attempts) is kept for enrolled learners only. */
export function requireEnrolment(access: LessonAccess): Viewer {
  if (!access.viewer) throw new AppError('UNAUTHENTICATED');
  if (!access.isEnrolled) throw new AppError('FORBIDDEN');
  return access.viewer;
}
