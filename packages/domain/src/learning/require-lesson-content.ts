import { AppError } from '../errors/index';
import type { LessonAccess } from './resolve-lesson-access';

/** Content needs access: visitors are asked to sign in, signed-in learners to buy. */
export function requireLessonContent(access: LessonAccess): void {
  if (access.canView) return;
  throw new AppError(access.viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
}
