import { findStudioLesson, updateLessonRow } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { checkLessonChanges } from './check-lesson-changes';
import { changedFields } from './record-audit';
import { updateLessonSchema } from './schemas';
import type { StudioCurriculum } from './studio-curriculum-view';
import { writeCurriculum } from './write-curriculum';

/**
 * Saves a lesson's titles, preview flag and the content of its type: an article's HTML in both
 * languages, a video and its duration, or a live session's Cairo times and join link.
 */
export async function updateLesson(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCurriculum> {
  return writeCurriculum(deps, caller, updateLessonSchema, input, async ({ tx, actor, program, input }) => {
    const lesson = await findStudioLesson(tx, program.id, input.lessonId);
    if (!lesson) throw new AppError('NOT_FOUND');
    const patch = await checkLessonChanges(tx, actor, lesson, input.changes);
    await updateLessonRow(tx, lesson.id, patch);
    const diff = changedFields({ ...lesson }, patch);
    return {
      action: 'lesson.update',
      before: { lessonId: lesson.id, ...diff.before },
      after: { lessonId: lesson.id, ...diff.after },
    };
  });
}
