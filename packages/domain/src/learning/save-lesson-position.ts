import { upsertLessonPosition } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { requireLessonContent } from './require-lesson-content';
import { resolveLessonAccess } from './resolve-lesson-access';
import { lessonPositionSchema } from './schemas';

/**
 * `saveLessonPosition(input)` (beyond the spec): the player reports where it is, so the learner
 * resumes there on any device. Anyone signed in who may watch the lesson (previews included).
 */
export async function saveLessonPosition(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<{ lessonId: string; positionSeconds: number }> {
  if (!caller.viewer) throw new AppError('UNAUTHENTICATED');
  const { lessonId, positionSeconds } = parseInput(lessonPositionSchema, input);
  const access = await resolveLessonAccess(deps, caller, lessonId);
  requireLessonContent(access);
  await upsertLessonPosition(deps.db, {
    userId: caller.viewer.userId,
    lessonId: access.lesson.id,
    positionSeconds,
    at: deps.now(),
  });
  return { lessonId: access.lesson.id, positionSeconds };
}
