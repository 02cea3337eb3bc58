import { deleteLessonRow, findStudioLesson } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { deleteLessonSchema } from './schemas';
import type { StudioCurriculum } from './studio-curriculum-view';
import { writeCurriculum } from './write-curriculum';

/** Deletes a lesson, with its resources and learners' progress on it; the audit keeps its titles. */
export async function deleteLesson(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCurriculum> {
  return writeCurriculum(deps, caller, deleteLessonSchema, input, async ({ tx, program, input }) => {
    const lesson = await findStudioLesson(tx, program.id, input.lessonId);
    if (!lesson) throw new AppError('NOT_FOUND');
    await deleteLessonRow(tx, lesson.id);
    return {
      action: 'lesson.delete',
      before: { lessonId: lesson.id, type: lesson.type, arTitle: lesson.arTitle, enTitle: lesson.enTitle },
    };
  });
}
